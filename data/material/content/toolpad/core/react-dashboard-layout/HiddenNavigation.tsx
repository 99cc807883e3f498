import * as React from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { AppProvider } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { useDemoRouter } from '@toolpad/core/internal';

const demoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
  // Docs frame only (at most 896 px wide): the desktop layout starts at 800 px. Keep the default md (900) in an app.
  breakpoints: { values: { xs: 0, sm: 600, md: 800, lg: 1200, xl: 1536 } },
});

const HOSTS = ['Priya Raman, design', 'Jonas Berg, facilities', 'Aiyana Swift, reception'];

function CheckInForm() {
  const [name, setName] = React.useState('');
  const [host, setHost] = React.useState(HOSTS[0]);
  const [status, setStatus] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setStatus('Enter your name to check in.');
      return;
    }
    setStatus(`Welcome, ${name.trim()}. ${host.split(',')[0]} has been told you are here.`);
    setName('');
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 420 }}>
      <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
        <Typography variant="h6" component="h1">
          Visitor check-in
        </Typography>
        <TextField label="Your name" value={name} onChange={(event) => setName(event.target.value)} size="small" />
        <TextField select label="Who are you visiting?" value={host} onChange={(event) => setHost(event.target.value)} size="small">
          {HOSTS.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" startIcon={<HowToRegIcon />}>
          Check in
        </Button>
        <Typography role="status" variant="body2" sx={{ minHeight: '1.5em' }}>
          {status}
        </Typography>
      </Stack>
    </Paper>
  );
}

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). Leave it out in an app. */
  window?: () => Window;
}

export default function HiddenNavigation(props: DemoProps) {
  const { window } = props;
  const router = useDemoRouter('/check-in');
  const demoWindow = window !== undefined ? window() : undefined;

  return (
    <AppProvider branding={{ title: 'Harbourside Studios' }} router={router} theme={demoTheme} window={demoWindow}>
      <DashboardLayout hideNavigation>
        <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', p: 2 }}>
          <CheckInForm />
        </Stack>
      </DashboardLayout>
    </AppProvider>
  );
}
