import * as React from 'react';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

export default function BasicBadge() {
  return (
    <Stack direction="row" spacing={4}>
      <Badge badgeContent={7} color="primary">
        <MailIcon titleAccess="Inbox: 7 unread messages" />
      </Badge>
      <Badge badgeContent={2} color="secondary">
        <ShoppingCartIcon titleAccess="Cart: 2 items" />
      </Badge>
    </Stack>
  );
}
