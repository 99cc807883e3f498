import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel, { type FormControlLabelProps } from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider, type AuthResponse } from '@toolpad/core/SignInPage';

const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-toolpad-color-scheme' },
  colorSchemes: { light: true, dark: true },
});

const providers: AuthProvider[] = [{ id: 'credentials', name: 'Username and password' }];

function Title() {
  return (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 600, textAlign: 'center', mt: 1 }}>
      Field station login
    </Typography>
  );
}

function Subtitle() {
  return (
    // A standing note, not news: role="note" instead of the Alert's default role="alert".
    <Alert severity="info" role="note" sx={{ my: 1, width: '100%' }}>
      Use your station username (demo: <b>field-ops</b>, password <b>sesame-2025</b>).
    </Alert>
  );
}

// Replaces the email field: the form now posts `username` instead of `email`.
function UsernameField(props: TextFieldProps) {
  return <TextField id="username" name="username" label="Username" autoComplete="username" size="small" required fullWidth {...props} />;
}

function PasswordField(props: TextFieldProps) {
  const [visible, setVisible] = React.useState(false);
  return (
    <TextField
      id="password"
      name="password"
      label="Password"
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      size="small"
      required
      fullWidth
      {...props}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                size="small"
                aria-label={visible ? 'Hide password' : 'Show password'}
                onClick={() => setVisible((v) => !v)}
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

// Sits where "Remember me" was; `required` makes the browser block the submit until it is ticked.
function TermsCheckbox(props: Partial<FormControlLabelProps>) {
  return (
    <FormControlLabel
      control={<Checkbox name="terms" value="accepted" required size="small" />}
      label="I accept the station's terms of use"
      slotProps={{ typography: { variant: 'body2' } }}
      {...props}
    />
  );
}

function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}

interface DemoProps {
  /** The frame's window, when the demo runs in one (as on this site). */
  window?: () => Window;
}

export default function SlotsSignIn(props: DemoProps) {
  const { window } = props;
  const demoWindow = window !== undefined ? window() : undefined;
  const [username, setUsername] = React.useState<string | null>(null);

  const signIn = async (provider: AuthProvider, formData?: FormData): Promise<AuthResponse> => {
    await wait(600);
    if (formData?.get('username') === 'field-ops' && formData?.get('password') === 'sesame-2025') {
      setUsername('field-ops');
      return {};
    }
    return { error: 'Unknown username or wrong password.' };
  };

  return (
    <AppProvider theme={theme} window={demoWindow}>
      {username ? (
        <Stack spacing={2} sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
          <Typography variant="h6" component="h1" role="status">
            Signed in as {username}, terms accepted
          </Typography>
          <Button variant="outlined" autoFocus onClick={() => setUsername(null)}>
            Sign out
          </Button>
        </Stack>
      ) : (
        <SignInPage
          providers={providers}
          signIn={signIn}
          slots={{
            title: Title,
            subtitle: Subtitle,
            emailField: UsernameField,
            passwordField: PasswordField,
            rememberMe: TermsCheckbox,
          }}
        />
      )}
    </AppProvider>
  );
}
