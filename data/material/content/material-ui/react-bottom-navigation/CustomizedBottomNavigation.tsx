import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction, { bottomNavigationActionClasses } from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import StorefrontIcon from '@mui/icons-material/Storefront';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';

// The selected icon sits on a rounded "pill"; labels stay visible and do not grow when selected.
const PillAction = styled(BottomNavigationAction)(({ theme }) => ({
  minWidth: 64,
  gap: theme.spacing(0.5),
  [`& .${bottomNavigationActionClasses.label}`]: {
    fontSize: theme.typography.pxToRem(12),
    [`&.${bottomNavigationActionClasses.selected}`]: { fontSize: theme.typography.pxToRem(12), fontWeight: 600 },
  },
  '& .MuiSvgIcon-root': {
    width: 56,
    height: 28,
    padding: '2px 16px',
    borderRadius: 14,
    transition: theme.transitions.create('background-color'),
  },
  [`&.${bottomNavigationActionClasses.selected} .MuiSvgIcon-root`]: {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '@media (prefers-reduced-motion: reduce)': { '& .MuiSvgIcon-root': { transition: 'none' } },
}));

const items = [
  { value: 'shop', label: 'Shop', icon: <StorefrontIcon /> },
  { value: 'saved', label: 'Saved', icon: <FavoriteIcon /> },
  { value: 'orders', label: 'Orders', icon: <ReceiptLongIcon /> },
  { value: 'settings', label: 'Settings', icon: <SettingsIcon /> },
];

export default function CustomizedBottomNavigation() {
  const [value, setValue] = React.useState('shop');
  return (
    <Box sx={{ width: '100%', maxWidth: 420, mx: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <BottomNavigation
        showLabels
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        sx={{ height: 72, bgcolor: 'action.hover' }}
      >
        {items.map((item) => (
          <PillAction
            key={item.value}
            value={item.value}
            label={item.label}
            icon={item.icon}
            aria-current={value === item.value ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Box>
  );
}
