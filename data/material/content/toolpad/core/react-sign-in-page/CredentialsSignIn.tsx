import * as React from 'react';
import Button from '@mui/material/Button';
import Link, { type LinkProps } from '@mui/material/Link';
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

const providers: AuthProvider[] = [{ id: 'credentials', name: 'Email and password' }];

const DEMO_EMAIL = 'demo@fieldbook.test';
const DEMO_PASSWORD = 'sesame-2025';

function ForgotPasswordLink(props: LinkProps) {
  return (
    <Link href="/forgot-password" variant="body2" {...props}>
      Forgot password?
    </Link>
  );
}

function SignUpLink(props: LinkProps) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      New to Fieldbook?{' '}
      <Link href="/sign-up" {...props}>
        Create an account
      </Link>
    </Typography>
  );
}

function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

type Screen = { kind: 'sign-in' } | { kind: 'signed-in'; remember: boolean } | { kind: 'elsewhere'; path: string };

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). */
  window?: () => Window;
}

export default function CredentialsSignIn(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const [screen, setScreen] = React.useState<Screen>({ kind: 'sign-in' });

  const signIn = async (provider: AuthProvider, formData?: FormData): Promise<AuthResponse> => {
    await wait(600);
    if (formData?.get('email') === DEMO_EMAIL && formData?.get('password') === DEMO_PASSWORD) {
      // The built-in checkbox posts remember=true when ticked.
      setScreen({ kind: 'signed-in', remember: formData.get('remember') === 'true' });
      return {};
    }
    return { error: 'This email and password do not match an account.' };
  };

  // Stands in for your router: the links keep their real href, the demo stays in its frame.
  const goTo = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setScreen({ kind: 'elsewhere', path: event.currentTarget.getAttribute('href') ?? '/' });
  };

  let content: React.ReactNode;
  if (screen.kind === 'sign-in') {
    content = (
      <SignInPage
        providers={providers}
        signIn={signIn}
        slots={{ forgotPasswordLink: ForgotPasswordLink, signUpLink: SignUpLink }}
        slotProps={{
          // A lone provider focuses its email field on load; off here, so the docs page keeps your focus.
          emailField: { autoFocus: false, helperText: `Demo account: ${DEMO_EMAIL}` },
          passwordField: { helperText: `Demo password: ${DEMO_PASSWORD}` },
          forgotPasswordLink: { onClick: goTo },
          signUpLink: { onClick: goTo },
        }}
      />
    );
  } else {
    content = (
      <Stack sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Paper variant="outlined" sx={{ p: 4, maxWidth: 400 }}>
          <Typography variant="h6" component="h1" role="status" gutterBottom>
            {screen.kind === 'signed-in' ? `Signed in as ${DEMO_EMAIL}` : `You followed the link to ${screen.path}`}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {screen.kind === 'signed-in'
              ? `"Remember me" was ${screen.remember ? 'ticked: keep the session for weeks' : 'not ticked: end the session with the browser'}.`
              : 'Your app renders that page; this demo stops here.'}
          </Typography>
          <Button variant="outlined" autoFocus onClick={() => setScreen({ kind: 'sign-in' })}>
            Back to sign-in
          </Button>
        </Paper>
      </Stack>
    );
  }

  return (
    <AppProvider theme={theme} window={demoWindow}>
      {content}
    </AppProvider>
  );
}
