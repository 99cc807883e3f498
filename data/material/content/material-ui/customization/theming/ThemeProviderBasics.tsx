import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  // Light and dark palettes written as CSS variables under `.light` and `.dark`.
  cssVariables: { cssVarPrefix: 'theming-basics', colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#5e35b1' },
        background: { default: '#f7f5fc', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#b39ddb' },
        background: { default: '#15121c', paper: '#1f1b29' },
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small' } },
  },
});

function SignUpCard({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0, bgcolor: 'background.default' }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      <Typography variant="h6" component="p" gutterBottom>
        Join the reading circle
      </Typography>
      <Stack spacing={1.5}>
        <TextField label="Email" type="email" autoComplete="off" />
        <FormControlLabel control={<Checkbox defaultChecked />} label="Send me the monthly pick" />
        <Button variant="contained">Sign up</Button>
      </Stack>
    </Paper>
  );
}

export default function ThemeProviderBasics() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <SignUpCard title="Default theme" />
      {/* This provider is nested in a page that already sets the scheme class on <html>. */}
      <ThemeProvider theme={theme} colorSchemeNode={null}>
        <SignUpCard title="Custom theme" />
      </ThemeProvider>
    </Stack>
  );
}
