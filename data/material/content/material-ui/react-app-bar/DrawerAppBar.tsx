import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const pages = ['Dashboard', 'Projects', 'Invoices', 'Settings'];

export default function DrawerAppBar() {
  // The frame is the drawer's container, so the drawer and its backdrop stay inside the demo.
  const [frame, setFrame] = React.useState<HTMLElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Dashboard');

  const go = (page: string) => {
    setCurrent(page);
    setOpen(false);
  };

  return (
    <Box
      ref={setFrame}
      sx={{
        position: 'relative',
        height: 320,
        overflow: 'hidden',
        // A transform makes this box the containing block of the drawer's fixed-position layers.
        transform: 'translateZ(0)',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
      }}
    >
      <AppBar position="absolute" component="nav" aria-label="Main">
        <Toolbar>
          <IconButton
            color="inherit"
            aria-label="Open navigation"
            edge="start"
            onClick={() => setOpen(true)}
            sx={{ mr: 2, display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            Ledger
          </Typography>
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}>
            {pages.map((page) => (
              <Button key={page} color="inherit" aria-current={page === current ? 'page' : undefined} onClick={() => go(page)}>
                {page}
              </Button>
            ))}
          </Box>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        ModalProps={{ container: frame, keepMounted: true, disableScrollLock: true }}
        sx={{ display: { xs: 'block', sm: 'none' }, '& .MuiDrawer-paper': { width: 240 } }}
      >
        <Typography variant="h6" sx={{ px: 2, py: 1.5 }}>
          Ledger
        </Typography>
        <Divider />
        <List>
          {pages.map((page) => (
            <ListItem key={page} disablePadding>
              <ListItemButton selected={page === current} onClick={() => go(page)}>
                <ListItemText primary={page} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ p: 2 }}>
        <Toolbar />
        <Typography variant="h6" component="h3" gutterBottom>
          {current}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          On a phone the pages sit in a drawer opened by the menu button; from the sm breakpoint up they are buttons in the bar.
        </Typography>
      </Box>
    </Box>
  );
}
