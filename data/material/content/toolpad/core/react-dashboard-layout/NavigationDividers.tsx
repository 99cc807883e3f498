import * as React from 'react';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import PodcastsIcon from '@mui/icons-material/Podcasts';
import MicIcon from '@mui/icons-material/Mic';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import BarChartIcon from '@mui/icons-material/BarChart';
import SettingsIcon from '@mui/icons-material/Settings';
import { AppProvider, type Navigation } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

const NAVIGATION: Navigation = [
  { segment: 'episodes', title: 'Episodes', icon: <PodcastsIcon /> },
  { segment: 'guests', title: 'Guests', icon: <MicIcon /> },
  { segment: 'bookings', title: 'Studio bookings', icon: <CalendarMonthIcon /> },
  { kind: 'divider' },
  { segment: 'listeners', title: 'Listener stats', icon: <BarChartIcon /> },
  { kind: 'divider' },
  { segment: 'settings', title: 'Settings', icon: <SettingsIcon /> },
];

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

const SUMMARIES: Record<string, string> = {
  '/episodes': 'Episode 48 is in editing; episode 49 is recorded on Thursday.',
  '/guests': 'Three guests confirmed for May, one waiting for a reply.',
  '/bookings': 'Studio B is free on Tuesday and Friday afternoons.',
  '/listeners': 'Downloads rose 12 % in April; most listeners finish an episode.',
  '/settings': 'Feed, artwork and the default intro music.',
};

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function NavigationDividers(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/episodes');
  const demoWindow = window !== undefined ? window() : undefined;

  return (
    <AppProvider navigation={NAVIGATION} branding={{ title: 'Low Tide Audio' }} router={router} theme={demoTheme} window={demoWindow}>
      <DashboardLayout>
        <PageContainer>
          <Typography>{SUMMARIES[router.pathname]}</Typography>
        </PageContainer>
      </DashboardLayout>
    </AppProvider>
  );
}
