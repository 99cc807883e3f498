import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import YardIcon from '@mui/icons-material/Yard';
import GrassIcon from '@mui/icons-material/Grass';
import SensorsIcon from '@mui/icons-material/Sensors';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { AppProvider, type Branding, type Navigation } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

const NAVIGATION: Navigation = [
  { segment: 'zones', title: 'Zones', icon: <GrassIcon /> },
  { segment: 'sensors', title: 'Sensors', icon: <SensorsIcon /> },
  { segment: 'watering', title: 'Watering', icon: <WaterDropIcon /> },
  { segment: 'alerts', title: 'Alerts', icon: <NotificationsIcon /> },
];

const BRANDING: Branding = {
  title: 'Glasshouse',
  // Any node: an <img> (give it alt=""; the title names the link), an SVG or an icon.
  logo: <YardIcon sx={{ fontSize: 40, color: 'success.main' }} />,
  // Where the logo and title lead; the default is "/".
  homeUrl: '/zones',
};

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

const PAGES: Record<string, string[]> = {
  '/zones': ['Tomato house: 24 °C, 68 % humidity', 'Seedling bench: 21 °C, 80 % humidity', 'Herb tunnel: 19 °C, 61 % humidity'],
  '/sensors': ['31 sensors online', '2 sensors with a low battery'],
  '/watering': ['Drip line A: 06:00 and 18:00', 'Misting, seedling bench: every 40 minutes'],
  '/alerts': ['Herb tunnel vent stuck half open (08:14)', 'Sensor S-17 battery at 9 % (07:52)'],
};

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function DashboardBranding(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/alerts');
  const demoWindow = window !== undefined ? window() : undefined;
  const lines = PAGES[router.pathname];

  return (
    <AppProvider navigation={NAVIGATION} branding={BRANDING} router={router} theme={demoTheme} window={demoWindow}>
      <DashboardLayout>
        <PageContainer>
          {lines ? (
            <List disablePadding>
              {lines.map((line) => (
                <ListItem key={line} divider>
                  <ListItemText primary={line} />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography>This page does not exist.</Typography>
          )}
        </PageContainer>
      </DashboardLayout>
    </AppProvider>
  );
}
