import * as React from 'react';
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

// A stand-in for the Link of React Router or Next.js, so the demo runs on its own: it renders a
// real <a href>, navigates in memory on a plain click, and lets Ctrl/⌘/Shift clicks through to
// the browser. Its addresses keep the route in the query, so a new tab lands on this page again.
const NavigateContext = React.createContext<(to: string) => void>(() => {});

type RouterLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ to, onClick, ...other }, ref) {
  const navigate = React.useContext(NavigateContext);
  return (
    <a
      ref={ref}
      href={`?route=${to}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
          return;
        }
        event.preventDefault();
        navigate(to);
      }}
      {...other}
    />
  );
});

const routes = [
  { to: '/orders', label: 'Orders', text: '3 orders are waiting to be packed.' },
  { to: '/customers', label: 'Customers', text: '1,208 customers, 14 new this week.' },
  { to: '/reports', label: 'Reports', text: 'The May sales report is ready.' },
];

export default function RouterLinks() {
  const [path, setPath] = React.useState('/orders');
  const route = routes.find((item) => item.to === path) ?? routes[0];
  return (
    <NavigateContext.Provider value={setPath}>
      <Sheet variant="outlined" sx={{ width: 420, maxWidth: '100%', borderRadius: 'sm', p: 2 }}>
        <Box component="nav" aria-label="Shop admin" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {routes.map((item) => (
            <Link
              key={item.to}
              component={RouterLink}
              to={item.to}
              color={item.to === path ? 'primary' : 'neutral'}
              fontWeight={item.to === path ? 'lg' : 'md'}
              aria-current={item.to === path ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ))}
        </Box>
        <Typography level="title-sm" sx={{ mt: 2 }}>
          {route.label}
        </Typography>
        <Typography level="body-sm">{route.text}</Typography>
        <Typography level="body-xs" sx={{ mt: 1, fontFamily: 'code' }}>
          location: {path}
        </Typography>
      </Sheet>
    </NavigateContext.Provider>
  );
}
