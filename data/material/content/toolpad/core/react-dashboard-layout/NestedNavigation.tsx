import * as React from 'react';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import ShelvesIcon from '@mui/icons-material/Shelves';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import OutboxIcon from '@mui/icons-material/Outbox';
import BarChartIcon from '@mui/icons-material/BarChart';
import { AppProvider, type Navigation } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

// A child's path is its parents' segments and its own: /stock/shelves, /shipments/outbound.
const NAVIGATION: Navigation = [
  {
    segment: 'stock',
    title: 'Stock',
    icon: <WarehouseIcon />,
    children: [
      { segment: 'shelves', title: 'Shelves', icon: <ShelvesIcon /> },
      { segment: 'cold-store', title: 'Cold store', icon: <AcUnitIcon /> },
    ],
  },
  {
    segment: 'shipments',
    title: 'Shipments',
    icon: <LocalShippingIcon />,
    children: [
      { segment: 'inbound', title: 'Inbound', icon: <MoveToInboxIcon /> },
      { segment: 'outbound', title: 'Outbound', icon: <OutboxIcon /> },
    ],
  },
  { segment: 'reports', title: 'Reports', icon: <BarChartIcon /> },
];

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

const SUMMARIES: Record<string, string> = {
  '/stock': 'Choose a storage area.',
  '/stock/shelves': 'Aisles 1 to 14: 3,420 bins, 91 % occupied.',
  '/stock/cold-store': 'Holding at 3.8 °C; 46 pallets of dairy and produce.',
  '/shipments': 'Choose inbound or outbound shipments.',
  '/shipments/inbound': '7 trucks expected today, the first at 06:40.',
  '/shipments/outbound': '23 orders packed; the 14:00 collection takes 11 of them.',
  '/reports': 'Picking accuracy this month: 99.6 %.',
};

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function NestedNavigation(props: DemoProps) {
  const { window } = props;
  // Starting on a child page opens its parent in the sidebar.
  const router = useDemoRouter('/shipments/outbound');
  const demoWindow = window !== undefined ? window() : undefined;

  return (
    <AppProvider navigation={NAVIGATION} branding={{ title: 'North Yard Depot' }} router={router} theme={demoTheme} window={demoWindow}>
      <DashboardLayout>
        <PageContainer>
          <Typography>{SUMMARIES[router.pathname]}</Typography>
        </PageContainer>
      </DashboardLayout>
    </AppProvider>
  );
}
