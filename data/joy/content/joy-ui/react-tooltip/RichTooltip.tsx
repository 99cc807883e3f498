import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';

export default function RichTooltip() {
  const [open, setOpen] = React.useState(false);
  const [following, setFollowing] = React.useState(false);
  const cardRef = React.useRef<HTMLDivElement>(null);
  const triggerRef = React.useRef<HTMLAnchorElement>(null);

  const card = (
    <Box
      ref={cardRef}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 280, p: 0.5 }}
      // Focus leaving the card closes it; Escape inside it brings focus back to the trigger.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget !== triggerRef.current) {
          setOpen(false);
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          triggerRef.current?.focus();
        }
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Avatar color="warning" variant="soft">
          IM
        </Avatar>
        <div>
          <Typography level="title-sm">Ilse Moreau</Typography>
          <Typography level="body-xs">Maintainer of the map tiles package</Typography>
        </div>
      </Box>
      <Typography level="body-sm" startDecorator={<PlaceOutlined />}>
        Ghent · 1,204 contributions this year
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="sm" variant={following ? 'soft' : 'solid'} aria-pressed={following} onClick={() => setFollowing(!following)}>
          {following ? 'Following' : 'Follow'}
        </Button>
        <Button size="sm" variant="outlined" color="neutral" component="a" href="?section=profile-ilse">
          View profile
        </Button>
      </Box>
    </Box>
  );

  return (
    <Box sx={{ minHeight: 220 }}>
      {/* A Box, not a Typography: a Typography inside another renders as an inline span, and the card
          (its own Typography elements included) is a child of this text block. */}
      <Box sx={{ typography: 'body-md' }}>
        Review requested from{' '}
        <Tooltip
          title={card}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={(event) => {
            // Keep the card open while focus moves from the link into it.
            const next = (event as React.FocusEvent).relatedTarget as Node | null;
            if (event.type === 'blur' && next && cardRef.current?.contains(next)) {
              return;
            }
            setOpen(false);
          }}
          // Rendered right after the link, so Tab moves from the link into the card.
          disablePortal
          describeChild
          variant="outlined"
          placement="bottom-start"
          arrow
          enterDelay={300}
        >
          <Link ref={triggerRef} href="?section=profile-ilse" fontWeight="lg">
            @ilse.moreau
          </Link>
        </Tooltip>{' '}
        on the pull request “Cache tiles for offline use”.
      </Box>
    </Box>
  );
}
