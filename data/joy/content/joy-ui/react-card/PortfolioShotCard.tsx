import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardCover from '@mui/joy/CardCover';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';

function DashboardArtwork() {
  return (
    <svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="400" height="300" fill="#ede9fe" />
      <rect x="30" y="30" width="340" height="240" rx="14" fill="#ffffff" />
      <rect x="30" y="30" width="80" height="240" rx="14" fill="#4c1d95" />
      <rect x="130" y="50" width="110" height="60" rx="8" fill="#c4b5fd" />
      <rect x="250" y="50" width="100" height="60" rx="8" fill="#fbcfe8" />
      <path d="M135 230 L175 180 L215 200 L255 150 L295 170 L345 125" stroke="#7c3aed" strokeWidth="6" fill="none" strokeLinecap="round" />
      <circle cx="70" cy="70" r="14" fill="#a78bfa" />
    </svg>
  );
}

export default function PortfolioShotCard() {
  const [liked, setLiked] = React.useState(false);
  return (
    <Card variant="plain" sx={{ width: 320, maxWidth: '100%', p: 0, gap: 1, bgcolor: 'initial' }}>
      <Box
        sx={{
          position: 'relative',
          borderRadius: 'md',
          overflow: 'hidden',
          '&:hover .shot-actions, &:focus-within .shot-actions': { opacity: 1 },
        }}
      >
        <AspectRatio ratio="4/3">
          <DashboardArtwork />
        </AspectRatio>
        <CardCover
          className="shot-actions"
          sx={{
            opacity: 0,
            transition: 'opacity 0.2s',
            background: 'linear-gradient(to top, rgba(0,0,0,0.8), rgba(0,0,0,0) 60%)',
            '@media (hover: none)': { opacity: 1 },
          }}
        >
          <Box
            sx={{
              p: 1.5,
              display: 'flex',
              alignItems: 'flex-end',
              gap: 1,
              flexGrow: 1,
              alignSelf: 'flex-end',
            }}
          >
            <Typography level="title-sm" textColor="#fff" sx={{ flex: 1 }}>
              <Link overlay href="?section=shot-budget-dashboard" underline="none" textColor="inherit">
                Budgeting dashboard, dark sidebar
              </Link>
            </Typography>
            <IconButton size="sm" variant="solid" color="neutral" aria-label="Save to a collection" sx={{ zIndex: 2 }}>
              <BookmarkAddOutlined />
            </IconButton>
            <IconButton
              size="sm"
              variant="solid"
              color="neutral"
              aria-label="Like"
              aria-pressed={liked}
              onClick={() => setLiked((value) => !value)}
              sx={{ zIndex: 2 }}
            >
              {liked ? <FavoriteRounded /> : <FavoriteBorderRounded />}
            </IconButton>
          </Box>
        </CardCover>
      </Box>
      <CardContent orientation="horizontal" sx={{ alignItems: 'center', gap: 1 }}>
        <Avatar size="sm" sx={{ '--Avatar-size': '1.5rem', fontSize: 'xs' }} color="primary" variant="soft">
          KL
        </Avatar>
        <Typography level="title-sm">Kai Lindqvist</Typography>
        <Chip size="sm" variant="soft" color="primary" sx={{ borderRadius: 'sm' }}>
          Pro
        </Chip>
        <Typography level="body-xs" startDecorator={<FavoriteRounded sx={{ fontSize: 'md' }} />} sx={{ ml: 'auto' }}>
          {liked ? 118 : 117}
        </Typography>
        <Typography level="body-xs" startDecorator={<VisibilityOutlined sx={{ fontSize: 'md' }} />}>
          2.4k
        </Typography>
      </CardContent>
    </Card>
  );
}
