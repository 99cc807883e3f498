import * as React from 'react';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import RouteIcon from '@mui/icons-material/Route';
import BadgeIcon from '@mui/icons-material/Badge';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { AppProvider, type Navigation } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

const NAVIGATION: Navigation = [
  { segment: 'vans', title: 'Vans', icon: <LocalShippingIcon /> },
  { segment: 'routes', title: 'Routes', icon: <RouteIcon /> },
  { segment: 'drivers', title: 'Drivers', icon: <BadgeIcon /> },
  { segment: 'depots', title: 'Depots', icon: <WarehouseIcon /> },
  // No icon: the mini sidebar shows its initials instead ("FL").
  { segment: 'fuel-log', title: 'Fuel log' },
];

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

const SUMMARIES: Record<string, string> = {
  '/vans': '32 vans on the road, 3 in the workshop.',
  '/routes': '41 routes today; route 12 runs 25 minutes late.',
  '/drivers': '38 drivers on shift, 4 on leave.',
  '/depots': 'Depots in Lenton, Carrow Road and Hawley Park.',
  '/fuel-log': '1,910 litres of diesel this week, 4 % less than last week.',
};

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function StartCollapsedSidebar(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/routes');
  const demoWindow = window !== undefined ? window() : undefined;

  return (
    <AppProvider navigation={NAVIGATION} branding={{ title: 'Parcel Fleet' }} router={router} theme={demoTheme} window={demoWindow}>
      <DashboardLayout defaultSidebarCollapsed>
        <PageContainer>
          <Typography>{SUMMARIES[router.pathname]}</Typography>
        </PageContainer>
      </DashboardLayout>
    </AppProvider>
  );
}
