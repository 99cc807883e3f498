import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';
import BookmarkRounded from '@mui/icons-material/BookmarkRounded';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import SendOutlined from '@mui/icons-material/SendOutlined';

function HarbourArtwork() {
  return (
    <svg viewBox="0 0 400 400" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="400" height="400" fill="#0c4a6e" />
      <rect width="400" height="230" fill="#7dd3fc" />
      <circle cx="300" cy="90" r="40" fill="#fde68a" />
      <rect x="40" y="150" width="60" height="80" fill="#f87171" />
      <rect x="100" y="120" width="50" height="110" fill="#fbbf24" />
      <rect x="150" y="160" width="70" height="70" fill="#34d399" />
      <rect x="220" y="135" width="55" height="95" fill="#a78bfa" />
      <path d="M0 250 Q100 235 200 250 T400 250" stroke="#bae6fd" strokeWidth="4" fill="none" />
      <path d="M0 300 Q100 285 200 300 T400 300" stroke="#38bdf8" strokeWidth="4" fill="none" />
      <path d="M120 330 h110 l-20 25 h-70 z" fill="#f8fafc" />
      <rect x="172" y="280" width="4" height="50" fill="#f8fafc" />
    </svg>
  );
}

export default function PhotoPostCard() {
  const [liked, setLiked] = React.useState(false);
  const [saved, setSaved] = React.useState(false);
  const likes = 208 + (liked ? 1 : 0);
  return (
    <Card variant="outlined" sx={{ width: 360, maxWidth: '100%', '--Card-radius': '8px' }}>
      <CardContent orientation="horizontal" sx={{ alignItems: 'center', gap: 1 }}>
        <Avatar size="sm" variant="solid" color="primary">
          MB
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography level="title-sm">marta.builds</Typography>
          <Typography level="body-xs">Porto, Portugal</Typography>
        </Box>
        <IconButton variant="plain" color="neutral" size="sm" aria-label="Post options" sx={{ ml: 'auto' }}>
          <MoreHorizRounded />
        </IconButton>
      </CardContent>
      <CardOverflow>
        <AspectRatio ratio="1">
          <Box role="img" aria-label="Drawing of colourful houses along a harbour with a sailing boat">
            <HarbourArtwork />
          </Box>
        </AspectRatio>
      </CardOverflow>
      <CardContent orientation="horizontal" sx={{ alignItems: 'center', mx: -1 }}>
        <IconButton
          variant="plain"
          color={liked ? 'danger' : 'neutral'}
          size="sm"
          aria-label="Like"
          aria-pressed={liked}
          onClick={() => setLiked((value) => !value)}
        >
          {liked ? <FavoriteRounded /> : <FavoriteBorderRounded />}
        </IconButton>
        <IconButton variant="plain" color="neutral" size="sm" aria-label="Comment">
          <ChatBubbleOutlineRounded />
        </IconButton>
        <IconButton variant="plain" color="neutral" size="sm" aria-label="Share">
          <SendOutlined />
        </IconButton>
        <IconButton
          variant="plain"
          color="neutral"
          size="sm"
          aria-label="Save"
          aria-pressed={saved}
          onClick={() => setSaved((value) => !value)}
          sx={{ ml: 'auto' }}
        >
          {saved ? <BookmarkRounded /> : <BookmarkBorderRounded />}
        </IconButton>
      </CardContent>
      <CardContent>
        <Typography level="title-sm" aria-live="polite">
          {likes} likes
        </Typography>
        <Typography level="body-sm">
          <Typography component="span" fontWeight="lg" textColor="text.primary">
            marta.builds
          </Typography>{' '}
          Sketched the Ribeira houses from the other bank this morning. Watercolour on A5.
        </Typography>
        <Link component="button" level="body-sm" color="neutral" underline="hover" sx={{ alignSelf: 'flex-start' }}>
          View all 14 comments
        </Link>
        <Typography level="body-xs">2 hours ago</Typography>
      </CardContent>
      <CardOverflow
        sx={{ p: 'var(--Card-padding)', display: 'flex', flexDirection: 'row', gap: 1, borderTop: '1px solid', borderColor: 'divider' }}
      >
        <Input
          variant="plain"
          size="sm"
          placeholder="Add a comment…"
          slotProps={{ input: { 'aria-label': 'Add a comment' } }}
          sx={{ flex: 1, px: 0, '--Input-focusedThickness': '0px' }}
        />
        <Button variant="plain" size="sm" sx={{ px: 1 }}>
          Post
        </Button>
      </CardOverflow>
    </Card>
  );
}
