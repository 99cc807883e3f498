import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';
import SchoolIcon from '@mui/icons-material/School';
import ForumIcon from '@mui/icons-material/Forum';
import HelpIcon from '@mui/icons-material/Help';

const DRAWER_WIDTH = 190;

// A dark, rounded sidebar with an accent bar on the current item; colors come from the theme.
const SidebarDrawer = styled(Drawer)(({ theme }) => ({
  width: DRAWER_WIDTH,
  flexShrink: 0,
  '& .MuiDrawer-paper': {
    position: 'absolute',
    width: DRAWER_WIDTH,
    margin: theme.spacing(1),
    height: `calc(100% - ${theme.spacing(2)})`,
    borderRadius: 12,
    border: 'none',
    backgroundColor: theme.palette.grey[900],
    color: theme.palette.common.white,
  },
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 40 },
  '& .MuiListItemButton-root': {
    margin: theme.spacing(0.25, 1),
    borderRadius: 8,
    '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.08)' },
    '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: -2, backgroundColor: 'transparent' },
    '&.Mui-selected, &.Mui-selected:hover': {
      backgroundColor: 'rgba(255, 255, 255, 0.14)',
      boxShadow: `inset 3px 0 0 ${theme.palette.primary.light}`,
    },
  },
}));

const links = [
  { label: 'Home', icon: <HomeIcon /> },
  { label: 'Courses', icon: <SchoolIcon /> },
  { label: 'Discussions', icon: <ForumIcon /> },
  { label: 'Help', icon: <HelpIcon /> },
];

export default function CustomizedDrawer() {
  const [current, setCurrent] = React.useState('Courses');
  return (
    <Box
      sx={{ position: 'relative', display: 'flex', height: 300, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <SidebarDrawer variant="permanent" slotProps={{ paper: { component: 'nav', 'aria-label': 'Learning portal' } }}>
        <Typography variant="subtitle2" component="p" sx={{ px: 2.5, pt: 2.5, pb: 1, letterSpacing: 1, textTransform: 'uppercase' }}>
          Learning portal
        </Typography>
        <List>
          {links.map((link) => (
            <ListItem key={link.label} disablePadding>
              <ListItemButton
                selected={current === link.label}
                aria-current={current === link.label ? 'page' : undefined}
                onClick={() => setCurrent(link.label)}
              >
                <ListItemIcon>{link.icon}</ListItemIcon>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </SidebarDrawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: 2, overflow: 'auto' }}>
        <Typography variant="h6" component="p">
          {current}
        </Typography>
      </Box>
    </Box>
  );
}
