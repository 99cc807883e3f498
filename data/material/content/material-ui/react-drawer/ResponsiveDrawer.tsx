import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReceiptIcon from '@mui/icons-material/Receipt';
import PeopleIcon from '@mui/icons-material/People';

const DRAWER_WIDTH = 200;

const sections = [
  { label: 'Stock', icon: <InventoryIcon /> },
  { label: 'Shipments', icon: <LocalShippingIcon /> },
  { label: 'Invoices', icon: <ReceiptIcon /> },
  { label: 'Suppliers', icon: <PeopleIcon /> },
];

export default function ResponsiveDrawer() {
  const theme = useTheme();
  // Permanent from the md breakpoint up; a temporary drawer behind a menu button below it.
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const [section, setSection] = React.useState('Stock');
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);

  const navigation = (
    <List aria-label="Warehouse sections">
      {sections.map((item) => (
        <ListItem key={item.label} disablePadding>
          <ListItemButton
            selected={section === item.label}
            onClick={() => {
              setSection(item.label);
              setMobileOpen(false);
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
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
        display: 'flex',
        height: 340,
        overflow: 'hidden',
        isolation: 'isolate',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <AppBar position="absolute" sx={desktop ? { width: `calc(100% - ${DRAWER_WIDTH}px)`, ml: `${DRAWER_WIDTH}px` } : undefined}>
        <Toolbar>
          {!desktop && (
            <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={() => setMobileOpen(true)} sx={{ mr: 2 }}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="p" noWrap>
            {section}
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={desktop ? 'permanent' : 'temporary'}
        open={desktop || mobileOpen}
        onClose={() => setMobileOpen(false)}
        // Only the temporary drawer is a modal; it renders into the frame instead of <body>.
        container={desktop ? undefined : frame}
        sx={{ position: desktop ? 'relative' : 'absolute', width: desktop ? DRAWER_WIDTH : undefined, flexShrink: 0 }}
        slotProps={{
          backdrop: { sx: { position: 'absolute' } },
          paper: { sx: { position: 'absolute', width: DRAWER_WIDTH } },
        }}
      >
        <Toolbar>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            Warehouse
          </Typography>
        </Toolbar>
        {navigation}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 2, minWidth: 0, overflow: 'auto' }}>
        <Toolbar />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {desktop
            ? 'The window is at least 900 px wide, so the navigation is a permanent drawer beside the content.'
            : 'On a narrow window the navigation hides in a temporary drawer: open it with the menu button.'}
        </Typography>
      </Box>
    </Box>
  );
}
