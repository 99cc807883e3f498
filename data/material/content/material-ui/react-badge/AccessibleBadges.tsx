import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';

/** "No unread messages", "1 unread message", "More than 99 unread messages". */
function unreadLabel(count: number, max = 99) {
  if (count === 0) {
    return 'No unread messages';
  }
  if (count > max) {
    return `More than ${max} unread messages`;
  }
  return `${count} unread ${count === 1 ? 'message' : 'messages'}`;
}

export default function AccessibleBadges() {
  const [unread, setUnread] = React.useState(1);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <IconButton aria-label={`Inbox, ${unreadLabel(unread)}`}>
        <Badge badgeContent={unread} color="primary">
          <MailIcon />
        </Badge>
      </IconButton>
      <Button variant="outlined" size="small" onClick={() => setUnread((value) => (value === 0 ? 1 : value < 99 ? value * 10 : 0))}>
        Change unread count
      </Button>
    </Stack>
  );
}
