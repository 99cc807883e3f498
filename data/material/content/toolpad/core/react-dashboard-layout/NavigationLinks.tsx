import * as React from 'react';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BadgeIcon from '@mui/icons-material/Badge';
import LocalLibraryIcon from '@mui/icons-material/LocalLibrary';
import { AppProvider, type Navigation } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

// Each page item links to "/" + its segment.
const NAVIGATION: Navigation = [
  { segment: 'loans', title: 'Loans', icon: <MenuBookIcon /> },
  { segment: 'returns', title: 'Returns', icon: <AssignmentReturnIcon /> },
  { segment: 'members', title: 'Members', icon: <BadgeIcon /> },
  { segment: 'catalogue', title: 'Catalogue', icon: <LocalLibraryIcon /> },
];

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

const SUMMARIES: Record<string, string> = {
  '/loans': '1,284 items on loan; 37 are due back today.',
  '/returns': '52 items returned since opening, 6 waiting to be shelved.',
  '/members': '4,910 active members; 12 cards expire this week.',
  '/catalogue': '61,300 titles across 4 branches.',
};

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function NavigationLinks(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/loans');
  const demoWindow = window !== undefined ? window() : undefined;

  return (
    <AppProvider navigation={NAVIGATION} branding={{ title: 'Eastside Library' }} router={router} theme={demoTheme} window={demoWindow}>
      <DashboardLayout>
        <PageContainer>
          <Typography>{SUMMARIES[router.pathname]}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            Path: {router.pathname}
          </Typography>
        </PageContainer>
      </DashboardLayout>
    </AppProvider>
  );
}
