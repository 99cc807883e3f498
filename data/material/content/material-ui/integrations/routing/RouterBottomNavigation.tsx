import * as React from 'react';
import { Link as RouterLink, MemoryRouter, useLocation } from 'react-router';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExploreIcon from '@mui/icons-material/Explore';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import PersonIcon from '@mui/icons-material/Person';

const actions = [
  { to: '/discover', label: 'Discover', icon: <ExploreIcon /> },
  { to: '/saved', label: 'Saved', icon: <BookmarkIcon /> },
  { to: '/profile', label: 'Profile', icon: <PersonIcon /> },
];

function AppFrame() {
  const { pathname } = useLocation();
  const current = actions.find((action) => pathname.startsWith(action.to))?.to ?? null;
  return (
    // A phone-sized frame: the bar sits at the bottom of the frame, not of the page.
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: 360, height: 260, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box sx={{ flex: 1, p: 2 }}>
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
          Current location
        </Typography>
        <Typography role="status" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {pathname}
        </Typography>
      </Box>
      <BottomNavigation component="nav" aria-label="Main" value={current} showLabels sx={{ borderTop: 1, borderColor: 'divider' }}>
        {actions.map((action) => (
          <BottomNavigationAction
            key={action.to}
            label={action.label}
            value={action.to}
            icon={action.icon}
            component={RouterLink}
            to={action.to}
            aria-current={current === action.to ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}

export default function RouterBottomNavigation() {
  return (
    <MemoryRouter initialEntries={['/discover']}>
      <AppFrame />
    </MemoryRouter>
  );
}
