import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LocalLibraryIcon from '@mui/icons-material/LocalLibrary';
import MenuIcon from '@mui/icons-material/Menu';

const sections = ['Catalogue', 'Events', 'Study rooms', 'Opening hours'];
const accountItems = ['My loans', 'Reservations', 'Sign out'];

export default function ResponsiveAppBar() {
  const [navAnchor, setNavAnchor] = React.useState<null | HTMLElement>(null);
  const [accountAnchor, setAccountAnchor] = React.useState<null | HTMLElement>(null);
  const [current, setCurrent] = React.useState('Catalogue');

  const go = (section: string) => {
    setCurrent(section);
    setNavAnchor(null);
  };

  return (
    <Box>
      <AppBar position="static">
        <Toolbar>
          {/* Phones: the sections move into a menu behind a button. */}
          <Box sx={{ display: { xs: 'flex', md: 'none' }, ml: -1.5 }}>
            <IconButton
              size="large"
              color="inherit"
              aria-label="Open sections menu"
              aria-controls={navAnchor ? 'sections-menu' : undefined}
              aria-haspopup="true"
              aria-expanded={navAnchor ? 'true' : undefined}
              onClick={(event) => setNavAnchor(event.currentTarget)}
            >
              <MenuIcon />
            </IconButton>
            <Menu id="sections-menu" anchorEl={navAnchor} open={Boolean(navAnchor)} onClose={() => setNavAnchor(null)}>
              {sections.map((section) => (
                <MenuItem key={section} selected={section === current} onClick={() => go(section)}>
                  {section}
                </MenuItem>
              ))}
            </Menu>
          </Box>
          <LocalLibraryIcon sx={{ mr: 1 }} aria-hidden />
          <Typography variant="h6" component="div" noWrap sx={{ mr: 3, flexGrow: { xs: 1, md: 0 } }}>
            Town Library
          </Typography>
          {/* Desktop: the sections as buttons in the bar. */}
          <Box component="nav" aria-label="Sections" sx={{ flexGrow: 1, display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {sections.map((section) => (
              <Button
                key={section}
                color="inherit"
                aria-current={section === current ? 'page' : undefined}
                onClick={() => go(section)}
                sx={{ '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
              >
                {section}
              </Button>
            ))}
          </Box>
          <Tooltip title="Account">
            <IconButton onClick={(event) => setAccountAnchor(event.currentTarget)} sx={{ p: 0 }} aria-label="RS, open account menu">
              <Avatar sx={{ width: 36, height: 36, bgcolor: 'secondary.dark' }}>RS</Avatar>
            </IconButton>
          </Tooltip>
          <Menu
            anchorEl={accountAnchor}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            open={Boolean(accountAnchor)}
            onClose={() => setAccountAnchor(null)}
          >
            {accountItems.map((item) => (
              <MenuItem key={item} onClick={() => setAccountAnchor(null)}>
                {item}
              </MenuItem>
            ))}
          </Menu>
        </Toolbar>
      </AppBar>
      <Typography variant="body2" sx={{ p: 2 }} role="status">
        Current section: {current}
      </Typography>
    </Box>
  );
}
