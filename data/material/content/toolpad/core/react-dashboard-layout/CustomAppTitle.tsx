import * as React from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import ScienceIcon from '@mui/icons-material/Science';
import DescriptionIcon from '@mui/icons-material/Description';
import MapIcon from '@mui/icons-material/Map';
import { AppProvider, type Navigation } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

const NAVIGATION: Navigation = [
  { segment: 'notes', title: 'Field notes', icon: <DescriptionIcon /> },
  { segment: 'sites', title: 'Survey sites', icon: <MapIcon /> },
];

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

// The slot replaces the whole title area, link included: navigate home yourself.
const HomeContext = React.createContext<() => void>(() => {});

function AppTitleWithEnvironment() {
  const goHome = React.useContext(HomeContext);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Link
        href="/notes"
        underline="none"
        onClick={(event) => {
          event.preventDefault();
          goHome();
        }}
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <ScienceIcon sx={{ fontSize: 32 }} />
        <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
          Fieldnotes
        </Typography>
      </Link>
      <Chip size="small" label="Staging" sx={{ bgcolor: 'warning.main', color: 'common.black', fontWeight: 500 }} />
    </Stack>
  );
}

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function CustomAppTitle(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/sites');
  const demoWindow = window !== undefined ? window() : undefined;
  const goHome = React.useCallback(() => router.navigate('/notes'), [router]);

  return (
    <AppProvider navigation={NAVIGATION} router={router} theme={demoTheme} window={demoWindow}>
      <HomeContext.Provider value={goHome}>
        <DashboardLayout slots={{ appTitle: AppTitleWithEnvironment }}>
          <PageContainer>
            <Typography>
              {router.pathname === '/notes'
                ? '36 notes from the spring survey; 4 still need photos.'
                : 'Survey sites: Marsh Lane reedbed, Holloway Copse and the old quarry pond.'}
            </Typography>
          </PageContainer>
        </DashboardLayout>
      </HomeContext.Provider>
    </AppProvider>
  );
}
