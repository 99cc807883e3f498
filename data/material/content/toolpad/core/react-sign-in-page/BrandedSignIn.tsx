import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import { AppProvider, type Branding } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider, type AuthResponse } from '@toolpad/core/SignInPage';

const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
});

function FieldbookLogo() {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: 48,
        height: 48,
        mb: 1,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <AutoStoriesIcon />
    </Box>
  );
}

const branding: Branding = {
  logo: <FieldbookLogo />,
  title: 'Fieldbook',
};

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

export default function BrandedSignIn(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const [signedIn, setSignedIn] = React.useState(false);

  const signIn = async (provider: AuthProvider, formData?: FormData): Promise<AuthResponse> => {
    await wait(600);
    if (provider.id === 'google' || (formData?.get('email') === 'demo@fieldbook.test' && formData?.get('password') === 'sesame-2025')) {
      setSignedIn(true);
      return {};
    }
    return { error: 'This email and password do not match an account.' };
  };

  return (
    <AppProvider theme={theme} window={demoWindow} branding={branding} localeText={{ oauthSignInTitle: 'Sign in with' }}>
      {signedIn ? (
        <Stack spacing={2} sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
          <FieldbookLogo />
          <Typography variant="h6" component="h1" role="status">
            Welcome to Fieldbook
          </Typography>
          <Button variant="outlined" autoFocus onClick={() => setSignedIn(false)}>
            Sign out
          </Button>
        </Stack>
      ) : (
        <SignInPage
          providers={providers}
          signIn={signIn}
          slotProps={{ passwordField: { helperText: 'Demo: demo@fieldbook.test / sesame-2025' } }}
        />
      )}
    </AppProvider>
  );
}
