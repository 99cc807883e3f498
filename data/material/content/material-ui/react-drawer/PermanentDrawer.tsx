import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const DRAWER_WIDTH = 160;

const links = ['Dashboard', 'Orders', 'Customers', 'Products', 'Discounts'];

export default function PermanentDrawer() {
  return (
    <Box
      sx={{ position: 'relative', display: 'flex', height: 320, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {/* Full-height navigation: the drawer runs from top to bottom and the app bar starts beside it. */}
      <Drawer
        variant="permanent"
        anchor="left"
        sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}
        slotProps={{ paper: { sx: { position: 'absolute', width: DRAWER_WIDTH }, component: 'nav', 'aria-label': 'Store' } }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'secondary.main' }}>N</Avatar>
          <Typography variant="subtitle2" component="p">
            Northwind
          </Typography>
        </Toolbar>
        <Divider />
        <List dense>
          {links.map((label, index) => (
            <ListItem key={label} disablePadding>
              <ListItemButton selected={index === 1}>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="static" elevation={0} color="default" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar>
            <Typography variant="h6" component="p" noWrap>
              Orders
            </Typography>
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ p: 2, overflow: 'auto' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            14 orders are waiting to be packed. The navigation stays in view on every screen of the store, and the top bar belongs to the
            content area only.
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
