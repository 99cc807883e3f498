import * as React from 'react';
import { Link as RouterLink, MemoryRouter, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EventNoteIcon from '@mui/icons-material/EventNote';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import TuneIcon from '@mui/icons-material/Tune';

const destinations = [
  { to: '/bookings', label: 'Bookings', icon: <EventNoteIcon /> },
  { to: '/rooms', label: 'Rooms', icon: <MeetingRoomIcon /> },
  { to: '/guests', label: 'Guests', icon: <PeopleAltIcon /> },
  { to: '/preferences', label: 'Preferences', icon: <TuneIcon /> },
];

function SideNavigation() {
  const { pathname } = useLocation();
  return (
    <Paper variant="outlined" component="nav" aria-label="Front desk">
      <List disablePadding>
        {destinations.map((destination) => {
          const selected = pathname === destination.to || pathname.startsWith(`${destination.to}/`);
          return (
            <ListItem key={destination.to} disablePadding>
              <ListItemButton component={RouterLink} to={destination.to} selected={selected} aria-current={selected ? 'page' : undefined}>
                <ListItemIcon>{destination.icon}</ListItemIcon>
                <ListItemText primary={destination.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}

function CurrentLocation() {
  const location = useLocation();
  return (
    <Box role="status" sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        Current location
      </Typography>
      <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{location.pathname}</Typography>
    </Box>
  );
}

export default function RouterList() {
  return (
    <MemoryRouter initialEntries={['/bookings']}>
      <Box sx={{ display: 'grid', gap: 2, width: '100%', maxWidth: 320 }}>
        <SideNavigation />
        <CurrentLocation />
      </Box>
    </MemoryRouter>
  );
}
