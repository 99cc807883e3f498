import * as React from 'react';
import Badge, { badgeClasses } from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import ExtensionIcon from '@mui/icons-material/Extension';

// Moved inwards and ringed with the surface colour, so it reads as part of the icon.
const CartBadge = styled(Badge)(({ theme }) => ({
  [`& .${badgeClasses.badge}`]: {
    top: 6,
    right: 4,
    border: `2px solid ${(theme.vars ?? theme).palette.background.paper}`,
    padding: '0 4px',
    fontWeight: 700,
  },
}));

export default function CustomizedBadges() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <IconButton aria-label="Shopping bag, 3 items">
        <CartBadge badgeContent={3} color="success">
          <ShoppingBagIcon />
        </CartBadge>
      </IconButton>
      <Badge
        badgeContent="New"
        color="secondary"
        sx={{
          [`& .${badgeClasses.badge}`]: {
            textTransform: 'uppercase',
            letterSpacing: '0.05em',
            fontSize: '0.625rem',
            height: 18,
            borderRadius: 1,
            right: -12,
          },
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ExtensionIcon fontSize="small" color="action" />
          <span>Integrations</span>
        </Stack>
      </Badge>
    </Stack>
  );
}
