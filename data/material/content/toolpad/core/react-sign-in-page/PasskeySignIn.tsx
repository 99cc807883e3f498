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
  { id: 'passkey', name: 'Passkey' },
];

// Emails that have a passkey "registered on this device" in this simulation.
const PASSKEY_OWNERS = ['demo@fieldbook.test'];

function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). */
  window?: () => Window;
}

export default function PasskeySignIn(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const [message, setMessage] = React.useState<string | null>(null);

  const signIn = async (provider: AuthProvider, formData?: FormData): Promise<AuthResponse> => {
    // In an app, the passkey branch asks the browser for a WebAuthn assertion
    // (navigator.credentials.get) and verifies it on the server.
    await wait(900);
    if (provider.id !== 'passkey') {
      setMessage('Signed in with GitHub (simulated)');
      return {};
    }
    const email = String(formData?.get('email') ?? '');
    if (!PASSKEY_OWNERS.includes(email)) {
      return { error: `No passkey for ${email} on this device. Use GitHub, or register a passkey first.` };
    }
    setMessage(`Signed in as ${email} with a passkey`);
    return {};
  };

  return (
    <AppProvider theme={theme} window={demoWindow} localeText={{ oauthSignInTitle: 'Sign in with', passkeySignInTitle: 'Sign in with' }}>
      {message ? (
        <Stack sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
          <Paper variant="outlined" sx={{ p: 4, maxWidth: 400 }}>
            <Typography variant="h6" component="h1" role="status" gutterBottom>
              {message}
            </Typography>
            <Button variant="outlined" autoFocus onClick={() => setMessage(null)}>
              Sign out
            </Button>
          </Paper>
        </Stack>
      ) : (
        <SignInPage
          providers={providers}
          signIn={signIn}
          slotProps={{
            emailField: {
              helperText: 'Passkey on file for demo@fieldbook.test',
              // A valid token (the built-in one is not); "webauthn" lets the browser offer passkeys here.
              autoComplete: 'email webauthn',
            },
          }}
        />
      )}
    </AppProvider>
  );
}
