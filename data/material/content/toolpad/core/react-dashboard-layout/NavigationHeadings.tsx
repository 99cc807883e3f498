import * as React from 'react';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import EventIcon from '@mui/icons-material/Event';
import PetsIcon from '@mui/icons-material/Pets';
import VaccinesIcon from '@mui/icons-material/Vaccines';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { AppProvider, type Navigation } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

const NAVIGATION: Navigation = [
  { kind: 'header', title: 'Clinic' },
  { segment: 'appointments', title: 'Appointments', icon: <EventIcon /> },
  { segment: 'patients', title: 'Patients', icon: <PetsIcon /> },
  { kind: 'header', title: 'Pharmacy' },
  { segment: 'stock', title: 'Medicine stock', icon: <VaccinesIcon /> },
  { segment: 'prescriptions', title: 'Prescriptions', icon: <ReceiptLongIcon /> },
  { kind: 'header', title: 'Team' },
  { segment: 'rota', title: 'Staff rota', icon: <ScheduleIcon /> },
];

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

const SUMMARIES: Record<string, string> = {
  '/appointments': '18 appointments today; the next one is a rabbit check-up at 10:30.',
  '/patients': '2,140 patients on file, 3 admitted overnight.',
  '/stock': 'Two vaccines fall below their reorder level this week.',
  '/prescriptions': '9 prescriptions waiting for collection.',
  '/rota': 'Saturday morning is covered by two vets and one nurse.',
};

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function NavigationHeadings(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/appointments');
  const demoWindow = window !== undefined ? window() : undefined;

  return (
    <AppProvider navigation={NAVIGATION} branding={{ title: 'Riverside Vets' }} router={router} theme={demoTheme} window={demoWindow}>
      <DashboardLayout>
        <PageContainer>
          <Typography>{SUMMARIES[router.pathname]}</Typography>
        </PageContainer>
      </DashboardLayout>
    </AppProvider>
  );
}
