import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import SpeedIcon from '@mui/icons-material/Speed';
import WaterDamageIcon from '@mui/icons-material/WaterDamage';
import { AppProvider, type Navigation } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useDemoRouter } from '@toolpad/core/internal';

const NAVIGATION: Navigation = [
  { segment: 'reservoirs', title: 'Reservoirs', icon: <WaterDropIcon /> },
  { segment: 'meters', title: 'Meter readings', icon: <SpeedIcon /> },
  { segment: 'leaks', title: 'Leak reports', icon: <WaterDamageIcon /> },
];

// One palette per color scheme; the theme switcher in the header moves between them.
const utilityTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#00695f' },
        background: { default: '#f3f7f7', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#4fc3b7' },
        background: { default: '#0d1b1e', paper: '#13262a' },
      },
    },
  },
  shape: { borderRadius: 10 },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

const RESERVOIRS = [
  { id: 'upper-fell', name: 'Upper Fell', level: 82 },
  { id: 'stonebeck', name: 'Stonebeck', level: 64 },
  { id: 'millwater', name: 'Millwater', level: 47 },
];

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function CustomThemeDashboard(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/reservoirs');
  const demoWindow = window !== undefined ? window() : undefined;

  return (
    <AppProvider navigation={NAVIGATION} branding={{ title: 'Valley Water' }} router={router} theme={utilityTheme} window={demoWindow}>
      <DashboardLayout>
        <PageContainer>
          {router.pathname === '/reservoirs' ? (
            <Stack spacing={2}>
              {RESERVOIRS.map((reservoir) => (
                <Card key={reservoir.id} variant="outlined">
                  <CardContent>
                    <Typography id={`level-${reservoir.id}`} gutterBottom>
                      {reservoir.name}: {reservoir.level} % full
                    </Typography>
                    <LinearProgress
                      variant="determinate"
                      value={reservoir.level}
                      aria-labelledby={`level-${reservoir.id}`}
                      sx={{ height: 8, borderRadius: 1 }}
                    />
                  </CardContent>
                </Card>
              ))}
            </Stack>
          ) : (
            <Typography>
              {router.pathname === '/meters'
                ? '18,420 readings received overnight; 97 meters did not report.'
                : '5 open leak reports; the oldest is on Quarry Road.'}
            </Typography>
          )}
        </PageContainer>
      </DashboardLayout>
    </AppProvider>
  );
}
