import * as React from 'react';
import { createTheme } from '@mui/material/styles';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider, type AuthResponse } from '@toolpad/core/SignInPage';

const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
});

const providers: AuthProvider[] = [{ id: 'nodemailer', name: 'Email' }];

function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

// Stands in for the server, which would store a one-time token and email the link.
async function signIn(provider: AuthProvider, formData?: FormData): Promise<AuthResponse> {
  await wait(700);
  const email = String(formData?.get('email') ?? '');
  if (email.endsWith('@blocked.test')) {
    return { error: `We can't send mail to ${email}. Use another address.` };
  }
  return { success: `Check ${email}: a sign-in link is on its way (it expires in 15 minutes).` };
}

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). */
  window?: () => Window;
}

export default function MagicLinkSignIn(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;

  return (
    <AppProvider theme={theme} window={demoWindow} localeText={{ magicLinkSignInTitle: 'Sign in with' }}>
      <SignInPage
        providers={providers}
        signIn={signIn}
        localeText={{ signInSubtitle: 'No password needed' }}
        slotProps={{
          // autoFocus: a lone provider focuses its field on load; off, so the docs page keeps your focus.
          // autoComplete: the built-in value is not a valid token; "email" lets the browser fill it.
          emailField: { autoFocus: false, autoComplete: 'email' },
        }}
      />
    </AppProvider>
  );
}
