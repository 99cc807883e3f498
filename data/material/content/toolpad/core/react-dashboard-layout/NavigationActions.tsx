import * as React from 'react';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import InboxIcon from '@mui/icons-material/Inbox';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import ReportIcon from '@mui/icons-material/Report';
import ArchiveIcon from '@mui/icons-material/Archive';
import { AppProvider, type Navigation } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

// The action sits inside the item's link, so it adds to the link's name ("Unassigned 14").
// Keep it short and not interactive.
const NAVIGATION: Navigation = [
  {
    segment: 'unassigned',
    title: 'Unassigned',
    icon: <InboxIcon />,
    action: <Chip label="14" size="small" color="primary" />,
  },
  {
    segment: 'mine',
    title: 'Assigned to me',
    icon: <SupportAgentIcon />,
    action: <Chip label="3" size="small" variant="outlined" />,
  },
  {
    segment: 'escalated',
    title: 'Escalated',
    icon: <ReportIcon />,
    action: <Chip label="1" size="small" color="error" />,
  },
  { segment: 'closed', title: 'Closed', icon: <ArchiveIcon /> },
];

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

const SUMMARIES: Record<string, string> = {
  '/unassigned': '14 tickets without an owner; the oldest arrived 2 hours ago.',
  '/mine': '3 open tickets: a refund, a password reset and a billing question.',
  '/escalated': '1 ticket waits for the on-call engineer.',
  '/closed': '212 tickets closed this week.',
};

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function NavigationActions(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/unassigned');
  const demoWindow = window !== undefined ? window() : undefined;

  return (
    <AppProvider navigation={NAVIGATION} branding={{ title: 'Help Desk' }} router={router} theme={demoTheme} window={demoWindow}>
      <DashboardLayout>
        <PageContainer>
          <Typography>{SUMMARIES[router.pathname]}</Typography>
        </PageContainer>
      </DashboardLayout>
    </AppProvider>
  );
}
