import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import AccountCircle from '@mui/icons-material/AccountCircle';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SearchIcon from '@mui/icons-material/Search';

const Search = styled('div')(({ theme }) => ({
  position: 'relative',
  flexGrow: 1,
  maxWidth: 480,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: 'rgba(255, 255, 255, 0.15)',
  '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.25)' },
  '&:focus-within': { outline: '2px solid currentColor', outlineOffset: 1 },
  display: 'flex',
  alignItems: 'center',
  paddingLeft: theme.spacing(1.5),
  gap: theme.spacing(1),
}));

export default function PrimarySearchAppBar() {
  const [accountAnchor, setAccountAnchor] = React.useState<null | HTMLElement>(null);
  const [moreAnchor, setMoreAnchor] = React.useState<null | HTMLElement>(null);
  const [unread, setUnread] = React.useState({ messages: 3, alerts: 12 });
  const [status, setStatus] = React.useState('');

  const openMessages = () => {
    setUnread((counts) => ({ ...counts, messages: 0 }));
    setStatus('Messages opened.');
    setMoreAnchor(null);
  };
  const openAlerts = () => {
    setUnread((counts) => ({ ...counts, alerts: 0 }));
    setStatus('Notifications opened.');
    setMoreAnchor(null);
  };
  const openAccount = (anchor: HTMLElement) => {
    setMoreAnchor(null);
    setAccountAnchor(anchor);
  };

  return (
    <Box>
      <AppBar position="static">
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" noWrap component="div" sx={{ display: { xs: 'none', sm: 'block' } }}>
            Helpdesk
          </Typography>
          {/* The search is the bar's main control, so it takes the free space. */}
          <Search role="search">
            <SearchIcon aria-hidden />
            <InputBase
              placeholder="Search tickets…"
              inputProps={{ 'aria-label': 'Search tickets', type: 'search' }}
              sx={{ color: 'inherit', flex: 1, py: 0.5 }}
            />
          </Search>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, ml: 'auto' }}>
            <IconButton size="large" color="inherit" aria-label={`Messages, ${unread.messages} unread`} onClick={openMessages}>
              <Badge badgeContent={unread.messages} color="error">
                <ChatBubbleOutlineIcon />
              </Badge>
            </IconButton>
            <IconButton size="large" color="inherit" aria-label={`Notifications, ${unread.alerts} unread`} onClick={openAlerts}>
              <Badge badgeContent={unread.alerts} color="error">
                <NotificationsIcon />
              </Badge>
            </IconButton>
            <IconButton
              size="large"
              edge="end"
              color="inherit"
              aria-label="Account"
              aria-haspopup="true"
              onClick={(event) => openAccount(event.currentTarget)}
            >
              <AccountCircle />
            </IconButton>
          </Box>
          {/* Below md, the three actions move into one "more" menu. */}
          <Box sx={{ display: { xs: 'flex', md: 'none' }, ml: 'auto' }}>
            <IconButton
              size="large"
              edge="end"
              color="inherit"
              aria-label="More actions"
              aria-haspopup="true"
              onClick={(event) => setMoreAnchor(event.currentTarget)}
            >
              <Badge variant="dot" color="error" invisible={unread.messages + unread.alerts === 0}>
                <MoreVertIcon />
              </Badge>
            </IconButton>
          </Box>
        </Toolbar>
      </AppBar>
      <Menu
        anchorEl={moreAnchor}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        open={Boolean(moreAnchor)}
        onClose={() => setMoreAnchor(null)}
      >
        <MenuItem onClick={openMessages}>
          <ListItemIcon>
            <Badge badgeContent={unread.messages} color="error">
              <ChatBubbleOutlineIcon />
            </Badge>
          </ListItemIcon>
          Messages
        </MenuItem>
        <MenuItem onClick={openAlerts}>
          <ListItemIcon>
            <Badge badgeContent={unread.alerts} color="error">
              <NotificationsIcon />
            </Badge>
          </ListItemIcon>
          Notifications
        </MenuItem>
        <MenuItem onClick={() => openAccount(moreAnchor as HTMLElement)}>
          <ListItemIcon>
            <AccountCircle />
          </ListItemIcon>
          Account
        </MenuItem>
      </Menu>
      <Menu
        anchorEl={accountAnchor}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        open={Boolean(accountAnchor)}
        onClose={() => setAccountAnchor(null)}
      >
        <MenuItem onClick={() => setAccountAnchor(null)}>Profile</MenuItem>
        <MenuItem onClick={() => setAccountAnchor(null)}>Sign out</MenuItem>
      </Menu>
      <Typography variant="body2" role="status" sx={{ p: 2, color: 'text.secondary' }}>
        {status || 'Select an action in the bar.'}
      </Typography>
    </Box>
  );
}
