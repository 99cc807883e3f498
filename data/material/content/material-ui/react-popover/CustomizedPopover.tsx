import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';

const notifications = [
  { id: 1, title: 'Invoice #2291 was paid', time: '5 min ago' },
  { id: 2, title: 'Leo commented on “Q3 roadmap”', time: '1 h ago' },
  { id: 3, title: 'Your export is ready to download', time: 'Yesterday' },
];

export default function CustomizedPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <IconButton
        aria-label={`Notifications, ${notifications.length} unread`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        <Badge badgeContent={notifications.length} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        marginThreshold={8}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'notifications-title',
            elevation: 0,
            sx: {
              mt: 1,
              width: 300,
              maxWidth: 'calc(100% - 16px)',
              borderRadius: 3,
              border: 1,
              borderColor: 'divider',
              boxShadow: '0 12px 32px rgba(0, 0, 0, 0.18)',
            },
          },
        }}
      >
        <Typography id="notifications-title" variant="subtitle2" component="h2" sx={{ px: 2, py: 1.5 }}>
          Notifications
        </Typography>
        <Divider />
        <List dense disablePadding>
          {notifications.map((item) => (
            <ListItem key={item.id} divider>
              <ListItemText primary={item.title} secondary={item.time} />
            </ListItem>
          ))}
        </List>
      </Popover>
    </Box>
  );
}
