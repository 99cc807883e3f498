import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

// A stand-in for a router: the current path and a function to change it.
const NavigationContext = React.createContext<{ path: string; navigate: (to: string) => void }>({
  path: '/settings',
  navigate: () => {},
});

interface RouterLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: React.Ref<HTMLAnchorElement>;
}

// Shaped like the Link of React Router or Next.js. The sample paths are kept in the query, so the links stay on this page.
function RouterLink({ to, onClick, ...other }: RouterLinkProps) {
  const { navigate } = React.useContext(NavigationContext);
  // `href` comes after the spread: ListItemButton also passes `href={to}`, which must not win.
  return (
    <a
      {...other}
      href={`?path=${to}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
          return;
        }
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

// Titles of the known paths; the breadcrumbs are derived from the current path.
const titles: Record<string, string> = {
  '/settings': 'Settings',
  '/settings/account': 'Account',
  '/settings/account/security': 'Security',
  '/settings/account/security/devices': 'Signed-in devices',
  '/settings/notifications': 'Notifications',
  '/settings/notifications/email': 'Email',
};

function PathBreadcrumbs() {
  const { path } = React.useContext(NavigationContext);
  const segments = path.split('/').filter(Boolean);
  return (
    <Breadcrumbs aria-label="breadcrumb">
      {segments.map((_segment, index) => {
        const to = `/${segments.slice(0, index + 1).join('/')}`;
        const last = index === segments.length - 1;
        return last ? (
          <Typography key={to} aria-current="page" sx={{ color: 'text.primary' }}>
            {titles[to]}
          </Typography>
        ) : (
          <Link key={to} component={RouterLink} to={to} underline="hover" color="inherit">
            {titles[to]}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}

export default function RouterBreadcrumbs() {
  const [path, setPath] = React.useState('/settings/account/security');
  const navigation = React.useMemo(() => ({ path, navigate: setPath }), [path]);

  return (
    <NavigationContext.Provider value={navigation}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
          <PathBreadcrumbs />
        </Box>
        <List dense aria-label="All settings pages">
          {Object.keys(titles).map((to) => (
            <ListItem key={to} disablePadding>
              <ListItemButton component={RouterLink} to={to} selected={path === to}>
                <ListItemText primary={titles[to]} secondary={to} sx={{ pl: (to.split('/').length - 2) * 2 }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Current path: <code>{path}</code>
      </Typography>
    </NavigationContext.Provider>
  );
}
