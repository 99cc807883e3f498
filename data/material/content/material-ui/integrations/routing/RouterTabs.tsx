import * as React from 'react';
import { Link as RouterLink, MemoryRouter, Route, Routes, matchPath, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

// Each tab owns a route pattern; `/*` keeps the tab selected on the pages below it.
const tabs = [
  { label: 'Overview', to: '/garden-club/overview', pattern: '/garden-club/overview/*' },
  { label: 'Events', to: '/garden-club/events', pattern: '/garden-club/events/*' },
  { label: 'Members', to: '/garden-club/members', pattern: '/garden-club/members/*' },
];

function useCurrentTab() {
  const { pathname } = useLocation();
  // `false` selects no tab when the address matches none of them.
  return tabs.find((tab) => matchPath(tab.pattern, pathname))?.to ?? false;
}

function ClubTabs() {
  const current = useCurrentTab();
  return (
    <Tabs component="nav" value={current} aria-label="Garden club" variant="scrollable" allowScrollButtonsMobile>
      {tabs.map((tab) => (
        <Tab
          key={tab.to}
          label={tab.label}
          value={tab.to}
          component={RouterLink}
          to={tab.to}
          aria-current={current === tab.to ? 'page' : undefined}
        />
      ))}
    </Tabs>
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

export default function RouterTabs() {
  return (
    <MemoryRouter initialEntries={['/garden-club/overview']}>
      <Box sx={{ width: '100%', maxWidth: 480 }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <ClubTabs />
        </Box>
        <Box sx={{ py: 2, minHeight: 72 }}>
          <Routes>
            <Route path="/garden-club/overview" element={<Typography>32 members, 4 shared plots, one very old wheelbarrow.</Typography>} />
            <Route
              path="/garden-club/events"
              element={
                <Typography>
                  Next up:{' '}
                  <Link component={RouterLink} to="/garden-club/events/seed-swap">
                    the spring seed swap
                  </Link>
                  .
                </Typography>
              }
            />
            <Route
              path="/garden-club/events/seed-swap"
              element={<Typography>Seed swap, Saturday 10:00 at the community hall. The Events tab stays selected here.</Typography>}
            />
            <Route path="/garden-club/members" element={<Typography>New members join the plot rota after their first month.</Typography>} />
          </Routes>
        </Box>
        <CurrentLocation />
      </Box>
    </MemoryRouter>
  );
}
