import * as React from 'react';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import SchoolIcon from '@mui/icons-material/School';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PeopleIcon from '@mui/icons-material/People';
import { AppProvider, type Navigation } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

const NAVIGATION: Navigation = [
  { segment: 'timetable', title: 'Timetable', icon: <CalendarMonthIcon /> },
  { segment: 'classes', title: 'Classes', icon: <SchoolIcon /> },
  { segment: 'rooms', title: 'Rooms', icon: <MeetingRoomIcon /> },
  { segment: 'teachers', title: 'Teachers', icon: <PeopleIcon /> },
];

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

const SUMMARIES: Record<string, string> = {
  '/timetable': 'Week 19: two supply lessons, no room clashes.',
  '/classes': '28 classes, from year 7 to year 13.',
  '/rooms': 'Lab 3 is closed for repairs until Wednesday.',
  '/teachers': '64 teachers; 2 on a school trip on Thursday.',
};

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function DisableCollapsibleSidebar(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/timetable');
  const demoWindow = window !== undefined ? window() : undefined;

  return (
    <AppProvider navigation={NAVIGATION} branding={{ title: 'Westbrook School' }} router={router} theme={demoTheme} window={demoWindow}>
      <DashboardLayout disableCollapsibleSidebar sidebarExpandedWidth={240}>
        <PageContainer>
          <Typography>{SUMMARIES[router.pathname]}</Typography>
        </PageContainer>
      </DashboardLayout>
    </AppProvider>
  );
}
