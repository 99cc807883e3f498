import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SettingsIcon from '@mui/icons-material/Settings';
import LogoutIcon from '@mui/icons-material/Logout';

const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ffe082"/><path d="M10 64c0-13 10-21 22-21s22 8 22 21z" fill="#5d4037"/><circle cx="32" cy="28" r="13" fill="#e0ac69"/><path d="M17 34c-1-14 6-22 15-22s16 8 15 22c-2-9-7-13-15-13s-13 4-15 13z" fill="#4e342e"/></svg>',
)}`;

const user = { name: 'Aylin Demir', email: 'aylin.demir@example.com' };

export default function AccountAvatarButton() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [lastAction, setLastAction] = React.useState('');
  const open = Boolean(anchorEl);

  const choose = (action: string) => {
    setLastAction(action);
    setAnchorEl(null);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <IconButton
        id="account-button"
        aria-label={`Account menu for ${user.name}`}
        aria-controls={open ? 'account-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
        size="small"
      >
        {/* The button's label names the person, so the picture itself is decorative. */}
        <Avatar alt="" src={photo} sx={{ width: 36, height: 36 }} />
      </IconButton>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
        {lastAction ? `Selected: ${lastAction}` : 'Open the account menu'}
      </Typography>
      <Menu
        id="account-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{ list: { 'aria-labelledby': 'account-button' } }}
      >
        {/* A ListSubheader is skipped by the menu's focus handling, so focus starts on the first item. */}
        <ListSubheader
          disableSticky
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, lineHeight: 1.5, bgcolor: 'transparent' }}
        >
          <Avatar alt="" src={photo} />
          <div>
            <Typography variant="subtitle2" component="p" sx={{ color: 'text.primary' }}>
              {user.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {user.email}
            </Typography>
          </div>
        </ListSubheader>
        <Divider />
        <MenuItem onClick={() => choose('Settings')}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          Settings
        </MenuItem>
        <MenuItem onClick={() => choose('Sign out')}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </Stack>
  );
}
