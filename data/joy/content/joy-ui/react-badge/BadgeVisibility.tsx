import * as React from 'react';
import Badge, { badgeClasses } from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';

export default function BadgeVisibility() {
  const [quiet, setQuiet] = React.useState(false);
  const count = 6;

  return (
    <Stack spacing={2}>
      <Box>
        <IconButton variant="soft" aria-label={quiet ? 'Notifications (do not disturb is on)' : `Notifications, ${count} new`}>
          {/* invisible scales the badge away; the transition below animates it. */}
          <Badge
            badgeContent={count}
            invisible={quiet}
            sx={{
              [`& .${badgeClasses.badge}`]: { transition: 'transform 150ms ease' },
              '@media (prefers-reduced-motion: reduce)': { [`& .${badgeClasses.badge}`]: { transition: 'none' } },
            }}
          >
            <NotificationsNoneRounded />
          </Badge>
        </IconButton>
      </Box>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch
            checked={quiet}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => setQuiet(event.target.checked)}
            sx={{ mr: 1 }}
          />
        }
      >
        Do not disturb (hides the count)
      </Typography>
    </Stack>
  );
}
