import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';
import LightModeIcon from '@mui/icons-material/LightMode';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';

const theme = createTheme({
  cssVariables: { cssVarPrefix: 'toggle-demo', colorSchemeSelector: '.toggle-demo-%s' },
  colorSchemes: { light: true, dark: true },
});

type Mode = 'light' | 'dark' | 'system';

function ModeSwitcher() {
  const { mode, systemMode, colorScheme, setMode } = useColorScheme();

  // `mode` is undefined on the server and during hydration: the stored choice is only known in the browser.
  if (!mode) {
    return <Skeleton variant="rounded" width={276} height={40} />;
  }

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_event, value: Mode | null) => value && setMode(value)}
        aria-label="Colour scheme"
      >
        <ToggleButton value="light" sx={{ gap: 1 }}>
          <LightModeIcon fontSize="small" aria-hidden /> Light
        </ToggleButton>
        <ToggleButton value="system" sx={{ gap: 1 }}>
          <SettingsBrightnessIcon fontSize="small" aria-hidden /> System
        </ToggleButton>
        <ToggleButton value="dark" sx={{ gap: 1 }}>
          <DarkModeIcon fontSize="small" aria-hidden /> Dark
        </ToggleButton>
      </ToggleButtonGroup>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, typography: 'body2' }}>
        <dt>mode</dt>
        <Box component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>{`'${mode}'`}</Box>
        <dt>systemMode</dt>
        <Box component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
          {systemMode ? `'${systemMode}'` : 'undefined'}
        </Box>
        <dt>colorScheme</dt>
        <Box component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
          <span role="status">{`'${colorScheme}'`}</span>
        </Box>
      </Box>
    </Stack>
  );
}

export default function ColorSchemeToggle() {
  // The element that receives the `.toggle-demo-light` / `.toggle-demo-dark` class. In an app you leave
  // colorSchemeNode out: the class then goes on <html>.
  const [node, setNode] = React.useState<HTMLDivElement | null>(null);

  return (
    <ThemeProvider
      theme={theme}
      // Its own mode, apart from the page's: in an app, leave these two out.
      disableNestedContext
      colorSchemeNode={node}
      // No storage for the demo. By default the choice is kept in localStorage ('mui-mode').
      storageManager={null}
    >
      <Box ref={setNode} sx={{ width: '100%', maxWidth: 420 }}>
        <Paper sx={{ p: 2, bgcolor: 'background.default', color: 'text.primary' }} variant="outlined">
          <Typography variant="subtitle1" component="p" gutterBottom sx={{ fontWeight: 600 }}>
            Appearance
          </Typography>
          <ModeSwitcher />
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
