import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { USER } from './data';

interface AccountMenuProps {
  /** Called with a short message for actions that leave this demo page. */
  onAction: (message: string) => void;
}

export default function AccountMenu({ onAction }: AccountMenuProps) {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  const choose = (message: string) => () => {
    setAnchorEl(null);
    onAction(message);
  };

  return (
    <>
      <IconButton
        id="account-button"
        // The name includes the initials the button shows, so people who see them can say them to voice control.
        aria-label={`Account menu for ${USER.name}, ${USER.initials}`}
        aria-haspopup="true"
        aria-controls={open ? 'account-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar aria-hidden="true" sx={{ width: 34, height: 34, fontSize: 14, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          {USER.initials}
        </Avatar>
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'account-button' }, paper: { sx: { minWidth: 220, mt: 0.5 } } }}
      >
        {/* Who is signed in, as the first item (a menu may hold only items): it leads to the profile. */}
        <MenuItem onClick={choose('Your profile is not part of this demo.')}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={USER.name} secondary={USER.email} />
        </MenuItem>
        <Divider />
        <MenuItem onClick={choose('Settings are not part of this demo.')}>
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Settings
        </MenuItem>
        <MenuItem onClick={choose('Signed out (demo): nothing changed.')}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
