import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider, type AuthResponse } from '@toolpad/core/SignInPage';

const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
});

const providers: AuthProvider[] = [
  { id: 'github', name: 'GitHub' },
  { id: 'credentials', name: 'Email and password' },
];

// The one account this demo knows. No request leaves the page.
const DEMO_EMAIL = 'demo@fieldbook.test';
const DEMO_PASSWORD = 'sesame-2025';

function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). */
  window?: () => Window;
}

export default function BasicSignIn(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const [user, setUser] = React.useState<string | null>(null);

  const signIn = async (provider: AuthProvider, formData?: FormData): Promise<AuthResponse> => {
    await wait(600); // stands in for the request to your server
    if (provider.id === 'github') {
      setUser('your GitHub account (simulated)');
      return {};
    }
    if (formData?.get('email') === DEMO_EMAIL && formData?.get('password') === DEMO_PASSWORD) {
      setUser(DEMO_EMAIL);
      return {};
    }
    return { error: 'This email and password do not match an account.' };
  };

  return (
    // In 0.13.0 the English OAuth label is "Sign in with OAuth"; this shortens it to "Sign in with GitHub".
    <AppProvider theme={theme} window={demoWindow} localeText={{ oauthSignInTitle: 'Sign in with' }}>
      {user ? (
        <Stack sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography variant="h6" component="h1" role="status" gutterBottom>
              Signed in as {user}
            </Typography>
            <Button variant="outlined" autoFocus onClick={() => setUser(null)}>
              Sign out
            </Button>
          </Paper>
        </Stack>
      ) : (
        <SignInPage
          providers={providers}
          signIn={signIn}
          slotProps={{
            emailField: { helperText: `Demo account: ${DEMO_EMAIL}` },
            passwordField: { helperText: `Demo password: ${DEMO_PASSWORD}` },
          }}
        />
      )}
    </AppProvider>
  );
}
