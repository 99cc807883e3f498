import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';

export default function BasicBadge() {
  return (
    <Stack direction="row" spacing={2}>
      {/* The badge sits inside the button, and the button's name includes the count. */}
      <IconButton variant="soft" aria-label="Inbox, 4 unread messages">
        <Badge badgeContent={4}>
          <MailOutlineRounded />
        </Badge>
      </IconButton>
      {/* Without badgeContent, the badge is a dot. */}
      <IconButton variant="soft" aria-label="Notifications, new activity">
        <Badge size="sm">
          <NotificationsNoneRounded />
        </Badge>
      </IconButton>
    </Stack>
  );
}
