import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import { AppProvider, type Router } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider, type AuthResponse } from '@toolpad/core/SignInPage';

const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
});

const providers: AuthProvider[] = [
  { id: 'github', name: 'GitHub' },
  { id: 'google', name: 'Google' },
  { id: 'gitlab', name: 'GitLab' },
  { id: 'microsoft-entra-id', name: 'Microsoft Entra ID' },
  { id: 'okta', name: 'Okta' },
];

// As if the reader had been sent to /sign-in?callbackUrl=/notebooks/soil-samples
const router: Router = {
  pathname: '/sign-in',
  searchParams: new URLSearchParams({ callbackUrl: '/notebooks/soil-samples' }),
  navigate: () => {},
};

function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). */
  window?: () => Window;
}

export default function OAuthSignIn(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const [result, setResult] = React.useState<{ provider: string; callbackUrl: string } | null>(null);

  // A real app redirects to the provider here; this one pretends the provider said yes.
  const signIn = async (provider: AuthProvider, formData?: FormData, callbackUrl?: string): Promise<AuthResponse> => {
    await wait(800);
    setResult({ provider: provider.name, callbackUrl: callbackUrl ?? '/' });
    return {};
  };

  return (
    <AppProvider theme={theme} window={demoWindow} router={router} localeText={{ oauthSignInTitle: 'Sign in with' }}>
      {result ? (
        <Stack sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
          <Paper variant="outlined" sx={{ p: 4, maxWidth: 400 }}>
            <Typography variant="h6" component="h1" role="status" gutterBottom>
              Signed in with {result.provider} (simulated)
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              Next stop: <code>{result.callbackUrl}</code>, the callback URL read from the address.
            </Typography>
            <Button variant="outlined" autoFocus onClick={() => setResult(null)}>
              Back to sign-in
            </Button>
          </Paper>
        </Stack>
      ) : (
        <SignInPage providers={providers} signIn={signIn} />
      )}
    </AppProvider>
  );
}
