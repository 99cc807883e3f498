import * as React from 'react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A stand-in for a router: the current address and a function to change it.
const RouterContext = React.createContext<{ path: string; navigate: (to: string) => void }>({
  path: '?section=overview',
  navigate: () => {},
});

interface RouterLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: React.Ref<HTMLAnchorElement>;
}

// Shaped like the Link of React Router or Next.js: a real <a href> that navigates on the client.
function RouterLink({ to, onClick, ...other }: RouterLinkProps) {
  const { path, navigate } = React.useContext(RouterContext);
  return (
    <a
      href={to}
      aria-current={path === to ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        // Modified clicks (new tab, new window) go to the browser, as routers do.
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

const sections = [
  { to: '?section=overview', label: 'Overview' },
  { to: '?section=members', label: 'Members' },
  { to: '?section=billing', label: 'Billing' },
];

export default function RouterLinks() {
  const [path, setPath] = React.useState('?section=overview');
  const router = React.useMemo(() => ({ path, navigate: setPath }), [path]);

  return (
    <RouterContext.Provider value={router}>
      <Stack spacing={2}>
        <Stack component="nav" aria-label="Workspace sections" direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {sections.map((section) => (
            <Link
              key={section.to}
              component={RouterLink}
              to={section.to}
              underline="hover"
              sx={{ '&[aria-current="page"]': { fontWeight: 'fontWeightBold', textDecoration: 'underline' } }}
            >
              {section.label}
            </Link>
          ))}
        </Stack>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Current address
          </Typography>
          <Typography sx={{ fontFamily: 'monospace' }}>{path}</Typography>
        </Paper>
      </Stack>
    </RouterContext.Provider>
  );
}
