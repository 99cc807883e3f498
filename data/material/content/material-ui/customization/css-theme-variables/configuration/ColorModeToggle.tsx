import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';

const theme = createTheme({
  cssVariables: { cssVarPrefix: 'mode-toggle', colorSchemeSelector: 'class' },
  colorSchemes: { light: true, dark: true },
});

type Mode = 'light' | 'dark' | 'system';

function ModeSwitcher() {
  const { mode, systemMode, setMode } = useColorScheme();
  // The mode is unknown until the provider has mounted (it may come from storage).
  if (!mode) {
    return null;
  }
  return (
    <FormControl>
      <FormLabel id="mode-toggle-label">Theme</FormLabel>
      <RadioGroup row aria-labelledby="mode-toggle-label" value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
        <FormControlLabel value="light" control={<Radio />} label="Light" />
        <FormControlLabel value="system" control={<Radio />} label="System" />
        <FormControlLabel value="dark" control={<Radio />} label="Dark" />
      </RadioGroup>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        mode: {mode} · systemMode: {systemMode ?? 'not used'}
      </Typography>
    </FormControl>
  );
}

export default function ColorModeToggle() {
  // In an app, the provider sets the scheme class on <html>. Here it sets it on this box, so the
  // demo can switch its own scheme without changing the page's.
  const [schemeNode, setSchemeNode] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box ref={setSchemeNode} sx={{ width: '100%', maxWidth: 480 }}>
      <ThemeProvider theme={theme} disableNestedContext storageManager={null} colorSchemeNode={schemeNode}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <ModeSwitcher />
        </Paper>
      </ThemeProvider>
    </Box>
  );
}
