import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import GroupIcon from '@mui/icons-material/Group';

// A stand-in for a router: the current address and a way to change it.
const RouterContext = React.createContext<{ path: string; navigate: (to: string) => void }>({
  path: '',
  navigate: () => {},
});

interface AppLinkProps extends Omit<React.ComponentPropsWithRef<'a'>, 'href'> {
  to: string;
}

// Shaped like a router's Link: it takes `to`, renders a real <a href>, and spreads the rest
// (className, role, event handlers and the ref that ListItemButton passes) onto the anchor.
function AppLink({ to, onClick, ...other }: AppLinkProps) {
  const { navigate } = React.useContext(RouterContext);
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        // Let new-tab clicks through, as routers do.
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

const pages = [
  { to: '?section=overview', label: 'Overview', icon: <DashboardIcon /> },
  { to: '?section=invoices', label: 'Invoices', icon: <ReceiptLongIcon /> },
  { to: '?section=team', label: 'Team', icon: <GroupIcon /> },
];

export default function ComponentPropNavigation() {
  const [path, setPath] = React.useState(pages[0].to);
  const router = React.useMemo(() => ({ path, navigate: setPath }), [path]);
  const listRef = React.useRef<HTMLElement>(null);
  const [markup, setMarkup] = React.useState('');

  // Read back the elements that were rendered, to show what the component prop changed.
  React.useEffect(() => {
    const nav = listRef.current;
    if (nav) {
      const first = nav.querySelector('a');
      setMarkup(`<${nav.tagName.toLowerCase()} aria-label="…"> › <${first?.tagName.toLowerCase()} href="${first?.getAttribute('href')}">`);
    }
  }, []);

  return (
    <RouterContext.Provider value={router}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <Paper variant="outlined">
          <List component="nav" aria-label="Billing sections" ref={listRef}>
            {pages.map((page) => (
              <ListItemButton
                key={page.to}
                component={AppLink}
                to={page.to}
                selected={path === page.to}
                aria-current={path === page.to ? 'page' : undefined}
              >
                <ListItemIcon>{page.icon}</ListItemIcon>
                <ListItemText primary={page.label} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {markup || ' '}
        </Typography>
        <Typography variant="body2" role="status">
          Current address: <code>{path}</code>
        </Typography>
      </Stack>
    </RouterContext.Provider>
  );
}
