import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import PodcastsIcon from '@mui/icons-material/Podcasts';

// A stand-in for a router: the current path and a function to change it.
const NavigationContext = React.createContext<{ path: string; navigate: (to: string) => void }>({
  path: '?tab=library',
  navigate: () => {},
});

interface RouterLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: React.Ref<HTMLAnchorElement>;
}

// Shaped like the Link of React Router or Next.js: a real <a href> that navigates without a reload.
function RouterLink({ to, onClick, ...other }: RouterLinkProps) {
  const { navigate } = React.useContext(NavigationContext);
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        // Modified clicks (new tab, new window) go to the browser, as with a real router.
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
          return;
        }
        event.preventDefault();
        navigate(to);
      }}
      {...other}
    />
  );
}

const routes = [
  { to: '?tab=library', label: 'Library', icon: <LibraryMusicIcon /> },
  { to: '?tab=playlists', label: 'Playlists', icon: <QueueMusicIcon /> },
  { to: '?tab=podcasts', label: 'Podcasts', icon: <PodcastsIcon /> },
];

export default function RouterBottomNavigation() {
  const [path, setPath] = React.useState('?tab=library');
  const navigation = React.useMemo(() => ({ path, navigate: setPath }), [path]);

  return (
    <NavigationContext.Provider value={navigation}>
      <Box sx={{ width: '100%', maxWidth: 420, mx: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <Box sx={{ p: 2, minHeight: 96 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Current address
          </Typography>
          <Typography sx={{ fontFamily: 'monospace' }}>{path}</Typography>
        </Box>
        {/* The value is the current path, so the router decides which action is selected. */}
        <BottomNavigation component="nav" aria-label="Music" showLabels value={path} sx={{ borderTop: 1, borderColor: 'divider' }}>
          {routes.map((route) => (
            <BottomNavigationAction
              key={route.to}
              component={RouterLink}
              to={route.to}
              value={route.to}
              label={route.label}
              icon={route.icon}
              aria-current={path === route.to ? 'page' : undefined}
            />
          ))}
        </BottomNavigation>
      </Box>
    </NavigationContext.Provider>
  );
}
