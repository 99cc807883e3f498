import * as React from 'react';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import ReceiptIcon from '@mui/icons-material/Receipt';
import BakeryDiningIcon from '@mui/icons-material/BakeryDining';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { AppProvider, type Navigation, type Router } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

const NAVIGATION: Navigation = [
  // Selected on /orders and on every /orders/<number> page.
  { segment: 'orders', title: 'Orders', icon: <ReceiptIcon />, pattern: 'orders{/:orderId}?' },
  { segment: 'products', title: 'Products', icon: <BakeryDiningIcon /> },
  { segment: 'shops', title: 'Shops', icon: <StorefrontIcon /> },
];

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

const ORDERS = [
  { id: '2051', customer: 'Café Lindqvist', items: '40 cardamom buns, 12 sourdough loaves', pickup: 'Fri 06:30' },
  { id: '2052', customer: 'Hillcrest School', items: '120 wholemeal rolls', pickup: 'Fri 07:15' },
  { id: '2053', customer: 'Mira Castell', items: 'One lemon birthday cake', pickup: 'Sat 10:00' },
];

function RouterLink({ router, href, children }: { router: Router; href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      onClick={(event) => {
        event.preventDefault();
        router.navigate(href);
      }}
    >
      {children}
    </Link>
  );
}

function OrdersPage({ router }: { router: Router }) {
  const orderId = /^\/orders\/(\w+)$/.exec(router.pathname)?.[1];
  const order = ORDERS.find((candidate) => candidate.id === orderId);

  if (orderId) {
    const title = `Order ${orderId}`;
    return (
      <PageContainer title={title} breadcrumbs={[{ title: 'Orders', path: '/orders' }, { title }]}>
        {order ? (
          <Typography>
            {order.customer}: {order.items}. Pick-up {order.pickup}.
          </Typography>
        ) : (
          <Typography>There is no order {orderId}.</Typography>
        )}
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <List disablePadding aria-label="Open orders">
        {ORDERS.map((item) => (
          <ListItem key={item.id} divider>
            <ListItemText
              primary={
                <RouterLink router={router} href={`/orders/${item.id}`}>
                  Order {item.id}
                </RouterLink>
              }
              secondary={`${item.customer}, pick-up ${item.pickup}`}
            />
          </ListItem>
        ))}
      </List>
    </PageContainer>
  );
}

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function NavigationPatternMatching(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/orders');
  const demoWindow = window !== undefined ? window() : undefined;

  return (
    <AppProvider navigation={NAVIGATION} branding={{ title: 'Crumb & Co. Bakery' }} router={router} theme={demoTheme} window={demoWindow}>
      <DashboardLayout>
        {router.pathname.startsWith('/orders') ? (
          <OrdersPage router={router} />
        ) : (
          <PageContainer>
            <Typography>
              {router.pathname === '/products' ? '38 products, 6 of them seasonal.' : 'Two shops and one market stall.'}
            </Typography>
          </PageContainer>
        )}
      </DashboardLayout>
    </AppProvider>
  );
}
