import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import EventIcon from '@mui/icons-material/Event';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { AppProvider, type Authentication, type Navigation, type Session } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

const NAVIGATION: Navigation = [
  { segment: 'bookings', title: 'My bookings', icon: <EventIcon /> },
  { segment: 'rooms', title: 'Meeting rooms', icon: <MeetingRoomIcon /> },
];

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

// What your auth library would return after signing in; this demo keeps it in memory.
const DEMO_SESSION: Session = {
  user: { id: 'm-0412', name: 'Amara Okafor', email: 'amara@harbourdesk.example' },
};

const BOOKINGS = ['Hot desk 14, Tuesday 6 May', 'Quiet room, Wednesday 7 May, 10:00–11:00', 'Hot desk 9, Friday 9 May'];

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function AccountSignInOut(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/bookings');
  const demoWindow = window !== undefined ? window() : undefined;
  const [session, setSession] = React.useState<Session | null>(DEMO_SESSION);

  const authentication = React.useMemo<Authentication>(
    () => ({
      signIn: () => setSession(DEMO_SESSION),
      signOut: () => setSession(null),
    }),
    [],
  );

  let content: React.ReactNode;
  if (!session?.user) {
    content = <Typography>Sign in to see and change your desk bookings.</Typography>;
  } else if (router.pathname === '/bookings') {
    content = (
      <List disablePadding aria-label={`Bookings of ${session.user.name}`}>
        {BOOKINGS.map((booking) => (
          <ListItem key={booking} divider>
            <ListItemText primary={booking} />
          </ListItem>
        ))}
      </List>
    );
  } else {
    content = <Typography>Four meeting rooms; the Loft is free this afternoon.</Typography>;
  }

  return (
    <AppProvider
      navigation={NAVIGATION}
      branding={{ title: 'Harbour Desk' }}
      router={router}
      theme={demoTheme}
      window={demoWindow}
      session={session}
      authentication={authentication}
    >
      <DashboardLayout>
        <PageContainer>{content}</PageContainer>
      </DashboardLayout>
    </AppProvider>
  );
}
