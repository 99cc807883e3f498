import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider, type AuthResponse } from '@toolpad/core/SignInPage';

// A brand theme: its own greens for both colour schemes, rounder corners, pill buttons.
const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1f6f4a' },
        background: { default: '#edf3ef', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#7ccfa3' },
        background: { default: '#0e1713', paper: '#15211b' },
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    h5: { fontWeight: 700, letterSpacing: '-0.01em' },
  },
  components: {
    MuiButton: { styleOverrides: { root: { borderRadius: 999 } } },
  },
});

const providers: AuthProvider[] = [
  { id: 'google', name: 'Google' },
  { id: 'credentials', name: 'Email and password' },
];

function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). */
  window?: () => Window;
}

export default function ThemedSignIn(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const [signedIn, setSignedIn] = React.useState(false);

  // Google is not set up in this preview, so it answers with an error: the alert takes the theme too.
  const signIn = async (provider: AuthProvider, formData?: FormData): Promise<AuthResponse> => {
    await wait(600);
    if (provider.id === 'google') {
      return { error: 'Google sign-in is not set up for this preview yet.' };
    }
    const matches = formData?.get('email') === 'demo@fieldbook.test' && formData?.get('password') === 'sesame-2025';
    setSignedIn(matches);
    return matches ? {} : { error: 'This email and password do not match an account.' };
  };

  return (
    <AppProvider theme={theme} window={demoWindow} localeText={{ oauthSignInTitle: 'Sign in with' }}>
      {signedIn ? (
        <Stack spacing={2} sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
          <Typography variant="h5" component="h1" role="status">
            You are signed in
          </Typography>
          <Button variant="contained" autoFocus onClick={() => setSignedIn(false)}>
            Sign out
          </Button>
        </Stack>
      ) : (
        <SignInPage
          providers={providers}
          signIn={signIn}
          // `sx` styles the full-page container behind the card (an object: SignInPage spreads it).
          sx={{
            // The theme's CSS variable, so the glow follows the colour scheme.
            backgroundImage: 'radial-gradient(circle at 50% 0%, rgba(var(--mui-palette-primary-mainChannel) / 0.2), transparent 60%)',
          }}
          slotProps={{ passwordField: { helperText: 'Demo: demo@fieldbook.test / sesame-2025' } }}
        />
      )}
    </AppProvider>
  );
}
