import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import { AppProvider, type LocaleText } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider, type AuthResponse } from '@toolpad/core/SignInPage';
import hiIN from '@toolpad/core/locales/hiIN';

const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
});

type Language = 'en' | 'es' | 'de' | 'hi';

interface Translation {
  /** Passed to AppProvider: every Toolpad component in the app reads it. */
  localeText: Partial<LocaleText>;
  htmlLang: string;
  wrongPassword: string;
  welcome: string;
  signOut: string;
}

const TRANSLATIONS: Record<Language, Translation> = {
  en: {
    localeText: { signInTitle: 'Sign in', signInSubtitle: 'Welcome back to Fieldbook', oauthSignInTitle: 'Sign in with' },
    htmlLang: 'en',
    wrongPassword: 'This email and password do not match an account.',
    welcome: 'You are signed in.',
    signOut: 'Sign out',
  },
  es: {
    localeText: {
      signInTitle: 'Iniciar sesión',
      signInSubtitle: 'Te damos la bienvenida a Fieldbook',
      signInRememberMe: 'Recordarme',
      oauthSignInTitle: 'Continuar con',
      email: 'Correo electrónico',
      password: 'Contraseña',
      or: 'o',
    },
    htmlLang: 'es',
    wrongPassword: 'El correo y la contraseña no coinciden con ninguna cuenta.',
    welcome: 'Has iniciado sesión.',
    signOut: 'Cerrar sesión',
  },
  de: {
    localeText: {
      signInTitle: 'Anmelden',
      signInSubtitle: 'Willkommen zurück bei Fieldbook',
      signInRememberMe: 'Angemeldet bleiben',
      oauthSignInTitle: 'Weiter mit',
      email: 'E-Mail',
      password: 'Passwort',
      or: 'oder',
    },
    htmlLang: 'de',
    wrongPassword: 'E-Mail-Adresse und Passwort passen zu keinem Konto.',
    welcome: 'Sie sind angemeldet.',
    signOut: 'Abmelden',
  },
  hi: {
    // Toolpad Core ships English and Hindi; the Hindi texts come from the package.
    localeText: hiIN.components.MuiLocalizationProvider.defaultProps.localeText,
    htmlLang: 'hi',
    wrongPassword: 'ईमेल और पासवर्ड किसी खाते से मेल नहीं खाते।',
    welcome: 'आपने साइन इन कर लिया है।',
    signOut: 'साइन आउट करें',
  },
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

export default function LocalizedSignIn(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const [language, setLanguage] = React.useState<Language>('es');
  const [signedIn, setSignedIn] = React.useState(false);
  const t = TRANSLATIONS[language];

  const signIn = async (provider: AuthProvider, formData?: FormData): Promise<AuthResponse> => {
    await wait(600);
    if (provider.id === 'google' || (formData?.get('email') === 'demo@fieldbook.test' && formData?.get('password') === 'sesame-2025')) {
      setSignedIn(true);
      return {};
    }
    return { error: t.wrongPassword };
  };

  return (
    <AppProvider theme={theme} window={demoWindow} localeText={t.localeText}>
      <Box sx={{ position: 'relative' }}>
        <Box component="header" sx={{ position: 'absolute', top: 12, right: 12, zIndex: 1 }}>
          <TextField
            select
            size="small"
            label="Language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            slotProps={{ select: { native: true } }}
            sx={{ bgcolor: 'background.paper' }}
          >
            <option value="en" lang="en">
              English
            </option>
            <option value="es" lang="es">
              Español
            </option>
            <option value="de" lang="de">
              Deutsch
            </option>
            <option value="hi" lang="hi">
              हिन्दी
            </option>
          </TextField>
        </Box>
        <Box lang={t.htmlLang}>
          {signedIn ? (
            <Stack spacing={2} sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
              <Typography variant="h6" component="h1" role="status">
                {t.welcome}
              </Typography>
              <Button variant="outlined" autoFocus onClick={() => setSignedIn(false)}>
                {t.signOut}
              </Button>
            </Stack>
          ) : (
            <SignInPage
              providers={providers}
              signIn={signIn}
              slotProps={{
                passwordField: { helperText: 'demo@fieldbook.test · sesame-2025' },
                // The buttons capitalize every word, which suits English titles only.
                oAuthButton: { sx: { textTransform: 'none' } },
                submitButton: { sx: { mt: 3, mb: 2, textTransform: 'none' } },
              }}
            />
          )}
        </Box>
      </Box>
    </AppProvider>
  );
}
