import * as React from 'react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import BrandPanel from './BrandPanel';
import ColorModeToggle from './ColorModeToggle';
import Logo from './Logo';
import SignedIn from './SignedIn';
import SignInForm, { type Credentials } from './SignInForm';
import theme from './theme';

export default function App() {
  const [signedIn, setSignedIn] = React.useState<Credentials | null>(null);
  // Remembered across a sign-out within this visit, as "remember me" would across visits.
  const [rememberedEmail, setRememberedEmail] = React.useState('');
  const [provider, setProvider] = React.useState('');
  const [snackbarOpen, setSnackbarOpen] = React.useState(false);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <Box
          component="header"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2 }}
        >
          <Logo />
          <ColorModeToggle />
        </Box>

        <Box
          component="main"
          sx={{
            flex: 1,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: 4,
            px: { xs: 2, sm: 4 },
            pb: 4,
            maxWidth: 1280,
            width: '100%',
            mx: 'auto',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 5 }, borderRadius: { xs: '20px', sm: '28px' } }}>
              {signedIn ? (
                <SignedIn
                  credentials={signedIn}
                  onSignOut={() => {
                    setRememberedEmail(signedIn.remember ? signedIn.email : '');
                    setSignedIn(null);
                  }}
                />
              ) : (
                <SignInForm
                  defaultEmail={rememberedEmail}
                  onSignedIn={setSignedIn}
                  onSocial={(name) => {
                    setProvider(name);
                    setSnackbarOpen(true);
                  }}
                />
              )}
            </Paper>
          </Box>
          <BrandPanel />
        </Box>

        <Box component="footer" sx={{ px: { xs: 2, sm: 4 }, py: 3, textAlign: 'center' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            © 2025 Larkspur Notes. A demo page: nothing you type leaves your browser.
          </Typography>
        </Box>
      </Box>
      <Snackbar
        open={snackbarOpen}
        onClose={() => setSnackbarOpen(false)}
        autoHideDuration={4000}
        message={`Signing in with ${provider} is a demo here: no account was contacted.`}
      />
    </ThemeProvider>
  );
}
