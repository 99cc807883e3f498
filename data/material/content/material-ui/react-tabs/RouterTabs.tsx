import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

// A tiny stand-in for a router such as React Router: a current path and a Link that changes it.
interface Router {
  path: string;
  navigate: (to: string) => void;
}

const RouterContext = React.createContext<Router>({ path: '/orders', navigate: () => {} });

interface RouterLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  ref?: React.Ref<HTMLAnchorElement>;
}

function RouterLink({ to, onClick, ...other }: RouterLinkProps) {
  const { navigate } = React.useContext(RouterContext);
  return (
    <a
      {...other}
      href={`?path=${to}`}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey) {
          event.preventDefault();
          navigate(to);
        }
      }}
    />
  );
}

const routes = [
  { path: '/orders', label: 'Orders', text: '14 orders are waiting to be packed.' },
  { path: '/returns', label: 'Returns', text: '2 returns arrived today.' },
  { path: '/customers', label: 'Customers', text: '1,204 customers bought in the last 90 days.' },
];

function ShopTabs() {
  const { path } = React.useContext(RouterContext);
  const route = routes.find((item) => path.startsWith(item.path));
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={route?.path ?? false} aria-label="Shop admin" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {routes.map((item) => (
          <Tab
            key={item.path}
            value={item.path}
            label={item.label}
            component={RouterLink}
            to={item.path}
            aria-current={item.path === route?.path ? 'page' : undefined}
          />
        ))}
      </Tabs>
      <Typography sx={{ p: 2 }}>
        <Box component="code" sx={{ mr: 1 }}>
          {path}
        </Box>
        {route?.text}
      </Typography>
    </Box>
  );
}

export default function RouterTabs() {
  const [path, setPath] = React.useState('/orders');
  const router = React.useMemo(() => ({ path, navigate: setPath }), [path]);
  return (
    <RouterContext.Provider value={router}>
      <ShopTabs />
    </RouterContext.Provider>
  );
}
