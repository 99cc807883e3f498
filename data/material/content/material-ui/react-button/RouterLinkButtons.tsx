import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import ArchiveIcon from '@mui/icons-material/Archive';
import SettingsIcon from '@mui/icons-material/Settings';

// A stand-in for a router: the current path and a function to change it.
const NavigationContext = React.createContext<{ path: string; navigate: (to: string) => void }>({
  path: '?view=inbox',
  navigate: () => {},
});

interface RouterLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: React.Ref<HTMLAnchorElement>;
}

// Shaped like the Link of React Router or Next.js: a real <a href> that navigates on the client.
function RouterLink({ to, onClick, ...other }: RouterLinkProps) {
  const { path, navigate } = React.useContext(NavigationContext);
  return (
    <a
      href={to}
      aria-current={path === to ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        // Let modified clicks (new tab, new window) through to the browser, as routers do.
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

// The addresses stay on this page (a query), so a link opened in a new tab still lands somewhere real.
const links = [
  { to: '?view=inbox', label: 'Inbox', icon: <InboxIcon /> },
  { to: '?view=archive', label: 'Archive', icon: <ArchiveIcon /> },
  { to: '?view=settings', label: 'Settings', icon: <SettingsIcon /> },
];

export default function RouterLinkButtons() {
  const [path, setPath] = React.useState('?view=inbox');
  const navigation = React.useMemo(() => ({ path, navigate: setPath }), [path]);

  return (
    <NavigationContext.Provider value={navigation}>
      <Stack spacing={2}>
        <Stack component="nav" aria-label="Mail sections" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {links.map((link) => (
            <Button
              key={link.to}
              component={RouterLink}
              to={link.to}
              startIcon={link.icon}
              variant={path === link.to ? 'contained' : 'text'}
              disableElevation
            >
              {link.label}
            </Button>
          ))}
        </Stack>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Current address
          </Typography>
          <Typography sx={{ fontFamily: 'monospace' }}>{path}</Typography>
        </Paper>
      </Stack>
    </NavigationContext.Provider>
  );
}
