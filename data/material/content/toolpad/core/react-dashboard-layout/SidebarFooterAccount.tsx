import * as React from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import SailingIcon from '@mui/icons-material/Sailing';
import EventIcon from '@mui/icons-material/Event';
import PeopleIcon from '@mui/icons-material/People';
import { AppProvider, type Authentication, type Navigation, type Session } from '@toolpad/core/AppProvider';
import { DashboardLayout, type SidebarFooterProps } from '@toolpad/core/DashboardLayout';
import { Account } from '@toolpad/core/Account';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

const NAVIGATION: Navigation = [
  { segment: 'boats', title: 'Boats', icon: <SailingIcon /> },
  { segment: 'races', title: 'Race calendar', icon: <EventIcon /> },
  { segment: 'members', title: 'Members', icon: <PeopleIcon /> },
];

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

const DEMO_SESSION: Session = {
  user: { id: 'crew-27', name: 'Lars Eikeland', email: 'lars@pierhead-sc.example' },
};

// `mini` is true while the sidebar is collapsed to icons: show the avatar alone then.
function SidebarAccount({ mini }: SidebarFooterProps) {
  return (
    <Stack>
      <Divider />
      <Account
        slotProps={{
          preview: {
            variant: mini ? 'condensed' : 'expanded',
            slotProps: { moreIconButton: { 'aria-label': 'Open account menu' } },
            sx: mini ? undefined : { px: 1.5 },
          },
          // Open the menu beside the sidebar, not below the window's edge.
          popover: {
            anchorOrigin: { horizontal: 'right', vertical: 'bottom' },
            transformOrigin: { horizontal: 'left', vertical: 'bottom' },
            slotProps: { paper: { variant: 'outlined', elevation: 0, sx: { ml: 1 } } },
          },
        }}
      />
    </Stack>
  );
}

function NoToolbarAccount() {
  return null;
}

const PAGES: Record<string, string> = {
  '/boats': '6 club dinghies and 2 keelboats; Dinghy 4 is out for a new sail.',
  '/races': 'Next race: Saturday 17 May, 14:00, harbour course. 11 boats entered.',
  '/members': '184 members, 23 of them juniors.',
};

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function SidebarFooterAccount(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/races');
  const demoWindow = window !== undefined ? window() : undefined;
  const [session, setSession] = React.useState<Session | null>(DEMO_SESSION);

  const authentication = React.useMemo<Authentication>(
    () => ({ signIn: () => setSession(DEMO_SESSION), signOut: () => setSession(null) }),
    [],
  );

  return (
    <AppProvider
      navigation={NAVIGATION}
      branding={{ title: 'Pierhead Sailing' }}
      router={router}
      theme={demoTheme}
      window={demoWindow}
      session={session}
      authentication={authentication}
    >
      {/* An empty toolbarAccount: the account lives in the sidebar instead of the header. */}
      <DashboardLayout slots={{ sidebarFooter: SidebarAccount, toolbarAccount: NoToolbarAccount }}>
        <PageContainer>
          <Typography>{session?.user ? PAGES[router.pathname] : 'Sign in to enter races and book club boats.'}</Typography>
        </PageContainer>
      </DashboardLayout>
    </AppProvider>
  );
}
