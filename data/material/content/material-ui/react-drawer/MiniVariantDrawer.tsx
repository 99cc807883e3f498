import * as React from 'react';
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
import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MailIcon from '@mui/icons-material/Mail';
import ContactsIcon from '@mui/icons-material/Contacts';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import NotesIcon from '@mui/icons-material/StickyNote2';

const OPEN_WIDTH = 200;

const apps = [
  { label: 'Mail', icon: <MailIcon /> },
  { label: 'Contacts', icon: <ContactsIcon /> },
  { label: 'Calendar', icon: <CalendarMonthIcon /> },
  { label: 'Tasks', icon: <TaskAltIcon /> },
  { label: 'Notes', icon: <NotesIcon /> },
];

function widthTransition(theme: Theme, open: boolean): CSSObject {
  return {
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: open ? theme.transitions.duration.enteringScreen : theme.transitions.duration.leavingScreen,
    }),
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  };
}

// A permanent drawer whose width, not its position, changes: wide with labels, or a rail of icons.
const MiniDrawer = styled(Drawer, { shouldForwardProp: (prop) => prop !== 'open' })(({ theme, open }) => {
  const width = open ? OPEN_WIDTH : `calc(${theme.spacing(7)} + 1px)`;
  return {
    width,
    flexShrink: 0,
    whiteSpace: 'nowrap',
    ...widthTransition(theme, Boolean(open)),
    '& .MuiDrawer-paper': { position: 'absolute', width, overflowX: 'hidden', ...widthTransition(theme, Boolean(open)) },
  };
});

export default function MiniVariantDrawer() {
  const [open, setOpen] = React.useState(false);
  const [app, setApp] = React.useState('Mail');

  return (
    <Box
      sx={{ position: 'relative', display: 'flex', height: 340, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <MiniDrawer variant="permanent" open={open} slotProps={{ paper: { component: 'nav', 'aria-label': 'Apps' } }}>
        <Toolbar disableGutters sx={{ justifyContent: open ? 'flex-end' : 'center', px: 1 }}>
          <IconButton aria-label={open ? 'Collapse navigation' : 'Expand navigation'} aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          </IconButton>
        </Toolbar>
        <Divider />
        <List>
          {apps.map((item) => (
            <ListItem key={item.label} disablePadding>
              <ListItemButton selected={app === item.label} onClick={() => setApp(item.label)} sx={{ minHeight: 48, px: 2 }}>
                <ListItemIcon sx={{ minWidth: 0, mr: open ? 3 : 'auto' }}>{item.icon}</ListItemIcon>
                {/* Hidden visually when collapsed, but still the button's accessible name. */}
                <ListItemText primary={item.label} sx={{ opacity: open ? 1 : 0 }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </MiniDrawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 2, overflow: 'auto' }}>
        <Typography variant="h6" component="p">
          {app}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Collapsed, the drawer is a rail of icons that keeps every destination one click away. Expand it with the chevron to read the
          labels.
        </Typography>
      </Box>
    </Box>
  );
}
