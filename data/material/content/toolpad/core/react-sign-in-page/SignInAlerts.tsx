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
  { id: 'gitlab', name: 'GitLab' },
  { id: 'credentials', name: 'Email and password' },
];

type ServerAnswer = { ok: true } | { ok: false; type: 'CredentialsSignin' | 'AccountLocked' | 'OAuthUnavailable' };

// A slow, made-up auth server (1.5 s), so the loading state is easy to see.
function fakeServer(provider: string, email?: string, password?: string): Promise<ServerAnswer> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (provider === 'gitlab') {
        resolve({ ok: false, type: 'OAuthUnavailable' });
      } else if (email === 'locked@fieldbook.test') {
        resolve({ ok: false, type: 'AccountLocked' });
      } else if (email === 'demo@fieldbook.test' && password === 'sesame-2025') {
        resolve({ ok: true });
      } else {
        resolve({ ok: false, type: 'CredentialsSignin' });
      }
    }, 1500);
  });
}

// SignInPage shows `error`; turn the server's error codes into sentences.
const MESSAGES = {
  CredentialsSignin: 'This email and password do not match an account.',
  AccountLocked: 'This account is locked after too many attempts. Reset your password to unlock it.',
  OAuthUnavailable: 'GitLab is not answering right now. Try again in a minute, or use your email.',
};

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). */
  window?: () => Window;
}

export default function SignInAlerts(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const [signedIn, setSignedIn] = React.useState(false);

  const signIn = async (provider: AuthProvider, formData?: FormData): Promise<AuthResponse> => {
    const answer = await fakeServer(provider.id, formData?.get('email')?.toString(), formData?.get('password')?.toString());
    if (!answer.ok) {
      return { type: answer.type, error: MESSAGES[answer.type] };
    }
    setSignedIn(true);
    return {};
  };

  return (
    <AppProvider theme={theme} window={demoWindow} localeText={{ oauthSignInTitle: 'Sign in with' }}>
      {signedIn ? (
        <Stack sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
          <Paper variant="outlined" sx={{ p: 4 }}>
            <Typography variant="h6" component="h1" role="status" gutterBottom>
              Signed in as demo@fieldbook.test
            </Typography>
            <Button variant="outlined" autoFocus onClick={() => setSignedIn(false)}>
              Sign out
            </Button>
          </Paper>
        </Stack>
      ) : (
        <SignInPage
          providers={providers}
          signIn={signIn}
          slotProps={{
            emailField: { helperText: 'Try demo@fieldbook.test or locked@fieldbook.test' },
            passwordField: { helperText: 'The demo account uses sesame-2025' },
          }}
        />
      )}
    </AppProvider>
  );
}
