import * as React from 'react';
import { Link as RouterLink, MemoryRouter, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

// The title of every page of this small catalogue, by path.
const titles: Record<string, string> = {
  '/': 'Catalogue',
  '/outdoor': 'Outdoor',
  '/outdoor/tents': 'Tents',
  '/outdoor/tents/two-person': 'Two-person tents',
  '/outdoor/stoves': 'Camping stoves',
  '/kitchen': 'Kitchen',
};

// Pages one level below the current one.
function childrenOf(path: string) {
  const prefix = path === '/' ? '/' : `${path}/`;
  return Object.keys(titles).filter(
    (candidate) => candidate.startsWith(prefix) && candidate !== path && !candidate.slice(prefix.length).includes('/'),
  );
}

function LocationBreadcrumbs() {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  const trail = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      {trail.map((path, index) =>
        index === trail.length - 1 ? (
          <Typography key={path} aria-current="page" sx={{ color: 'text.primary' }}>
            {titles[path]}
          </Typography>
        ) : (
          <Link key={path} component={RouterLink} to={path} underline="hover" color="inherit">
            {titles[path]}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

function Subpages() {
  const { pathname } = useLocation();
  const pages = childrenOf(pathname);
  if (pages.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 1 }}>No further sections here: use the breadcrumbs to go back up.</Typography>;
  }
  return (
    <List dense aria-label="Sections">
      {pages.map((path) => (
        <ListItem key={path} disablePadding>
          <ListItemButton component={RouterLink} to={path}>
            <ListItemText primary={titles[path]} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
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

export default function RouterBreadcrumbs() {
  return (
    <MemoryRouter initialEntries={['/outdoor/tents/two-person']}>
      <Box sx={{ width: '100%', maxWidth: 420 }}>
        <LocationBreadcrumbs />
        <Subpages />
        <CurrentLocation />
      </Box>
    </MemoryRouter>
  );
}
