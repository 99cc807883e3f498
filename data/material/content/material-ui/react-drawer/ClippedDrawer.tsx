import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloudIcon from '@mui/icons-material/Cloud';
import StorageIcon from '@mui/icons-material/Storage';
import SecurityIcon from '@mui/icons-material/Security';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';

const DRAWER_WIDTH = 180;

const services = [
  { label: 'Instances', icon: <CloudIcon /> },
  { label: 'Databases', icon: <StorageIcon /> },
  { label: 'Access', icon: <SecurityIcon /> },
  { label: 'Monitoring', icon: <MonitorHeartIcon /> },
];

export default function ClippedDrawer() {
  return (
    <Box
      sx={{ position: 'relative', display: 'flex', height: 320, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {/* Above the drawer's z-index, so the bar spans the full width and the drawer starts below it. */}
      <AppBar position="absolute" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <Typography variant="h6" component="p" noWrap>
            Cloud console
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}
        slotProps={{ paper: { sx: { position: 'absolute', width: DRAWER_WIDTH }, component: 'nav', 'aria-label': 'Services' } }}
      >
        {/* An empty toolbar pushes the list below the app bar. */}
        <Toolbar />
        <List>
          {services.map((item, index) => (
            <ListItem key={item.label} disablePadding>
              <ListItemButton selected={index === 0}>
                <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 2, overflow: 'auto' }}>
        <Toolbar />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          3 instances running in 2 regions. The app bar stays on top across the full width, which suits tools where global actions (search,
          account, help) matter as much as the navigation.
        </Typography>
      </Box>
    </Box>
  );
}
