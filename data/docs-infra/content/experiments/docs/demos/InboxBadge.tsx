import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';

export default function InboxBadge() {
  const [unread, setUnread] = React.useState(3);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Badge badgeContent={unread} color="secondary" max={9}>
        <MailIcon titleAccess={`${unread} unread letters`} />
      </Badge>
      <Button size="small" onClick={() => setUnread(unread + 1)}>
        New letter
      </Button>
      <Button size="small" onClick={() => setUnread(0)} disabled={unread === 0}>
        Mark all read
      </Button>
    </Stack>
  );
}
