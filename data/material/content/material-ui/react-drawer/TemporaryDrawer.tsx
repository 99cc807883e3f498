import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FolderIcon from '@mui/icons-material/Folder';
import EventIcon from '@mui/icons-material/Event';
import BarChartIcon from '@mui/icons-material/BarChart';
import GroupIcon from '@mui/icons-material/Group';
import SettingsIcon from '@mui/icons-material/Settings';

const mainLinks = [
  { label: 'Overview', icon: <DashboardIcon /> },
  { label: 'Projects', icon: <FolderIcon /> },
  { label: 'Calendar', icon: <EventIcon /> },
  { label: 'Reports', icon: <BarChartIcon /> },
];
const secondaryLinks = [
  { label: 'Team', icon: <GroupIcon /> },
  { label: 'Settings', icon: <SettingsIcon /> },
];

export default function TemporaryDrawer() {
  const [open, setOpen] = React.useState(false);
  const [page, setPage] = React.useState('Overview');
  // The drawer is rendered into this box instead of <body>, so it stays inside the demo.
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);

  const go = (label: string) => {
    setPage(label);
    setOpen(false);
  };

  const renderLinks = (links: typeof mainLinks) => (
    <List>
      {links.map((link) => (
        <ListItem key={link.label} disablePadding>
          <ListItemButton selected={page === link.label} onClick={() => go(link.label)}>
            <ListItemIcon>{link.icon}</ListItemIcon>
            <ListItemText primary={link.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );

  return (
    <Box
      ref={setFrame}
      sx={{
        position: 'relative',
        height: 340,
        overflow: 'hidden',
        isolation: 'isolate',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <AppBar position="absolute">
        <Toolbar>
          <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={() => setOpen(true)} sx={{ mr: 2 }}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" noWrap>
            Field notes
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2, pt: 10 }}>
        <Typography variant="h6" component="p">
          {page}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Open the menu to switch sections. Click outside the drawer or press Escape to close it without choosing.
        </Typography>
      </Box>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        container={frame}
        sx={{ position: 'absolute' }}
        slotProps={{
          backdrop: { sx: { position: 'absolute' } },
          paper: { sx: { position: 'absolute', width: 220 }, 'aria-label': 'Main navigation' },
        }}
      >
        <Toolbar>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            Field notes
          </Typography>
        </Toolbar>
        <Divider />
        {renderLinks(mainLinks)}
        <Divider />
        {renderLinks(secondaryLinks)}
      </Drawer>
    </Box>
  );
}
