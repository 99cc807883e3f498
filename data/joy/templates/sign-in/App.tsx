import * as React from 'react';
import Box from '@mui/joy/Box';
import CssBaseline from '@mui/joy/CssBaseline';
import Sheet from '@mui/joy/Sheet';
import Snackbar from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider } from '@mui/joy/styles';
import BrandPanel from './BrandPanel';
import ColorSchemeToggle from './ColorSchemeToggle';
import Logo from './Logo';
import SignedIn from './SignedIn';
import SignInForm from './SignInForm';
import theme from './theme';
import type { Credentials } from './validation';

export default function App() {
  const [signedIn, setSignedIn] = React.useState<Credentials | null>(null);
  // Remembered across a sign-out within this visit, as "keep me signed in" would across visits.
  const [rememberedEmail, setRememberedEmail] = React.useState('');
  const [notice, setNotice] = React.useState('');

  return (
    // `mui-mode` is the documentation site's key: the template and the bar above it share one mode.
    // In your app, keep Joy's default key or choose your own.
    <CssVarsProvider theme={theme} defaultMode="system" modeStorageKey="mui-mode" disableTransitionOnChange>
      <CssBaseline />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Box
          component="header"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2 }}
        >
          <Logo />
          <ColorSchemeToggle />
        </Box>

        <Box
          component="main"
          sx={{
            flex: 1,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            gap: 4,
            px: { xs: 2, sm: 4 },
            pb: 4,
            width: '100%',
            maxWidth: 1240,
            mx: 'auto',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 'xl', boxShadow: 'sm' }}>
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
                  onOtherMethod={(method) => setNotice(`${method} is not part of this demo: nothing was sent anywhere.`)}
                />
              )}
            </Sheet>
          </Box>
          <BrandPanel />
        </Box>

        <Box component="footer" sx={{ px: { xs: 2, sm: 4 }, py: 3, textAlign: 'center' }}>
          <Typography level="body-sm">© 2025 Quarry. A demo page: nothing you type leaves your browser.</Typography>
        </Box>
      </Box>
      <Snackbar
        open={Boolean(notice)}
        onClose={() => setNotice('')}
        autoHideDuration={5000}
        variant="soft"
        color="neutral"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice}
      </Snackbar>
    </CssVarsProvider>
  );
}
