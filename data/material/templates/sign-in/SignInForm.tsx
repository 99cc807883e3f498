import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import ForgotPasswordDialog from './ForgotPasswordDialog';
import SocialButtons from './SocialButtons';
import { validateEmail, validatePassword, wait, MIN_PASSWORD_LENGTH } from './validation';

export interface Credentials {
  email: string;
  remember: boolean;
}

interface SignInFormProps {
  onSignedIn: (credentials: Credentials) => void;
  onSocial: (provider: string) => void;
  /** Kept when a reader signs out, so a remembered address is filled in again. */
  defaultEmail?: string;
}

export default function SignInForm({ onSignedIn, onSocial, defaultEmail = '' }: SignInFormProps) {
  const [email, setEmail] = React.useState(defaultEmail);
  const [password, setPassword] = React.useState('');
  const [showPassword, setShowPassword] = React.useState(false);
  const [remember, setRemember] = React.useState(Boolean(defaultEmail));
  const [errors, setErrors] = React.useState({ email: '', password: '' });
  // Fields are checked when the form is sent, then again as the reader corrects them.
  const [submitted, setSubmitted] = React.useState(false);
  const [loading, setLoading] = React.useState(false);
  const [forgotOpen, setForgotOpen] = React.useState(false);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { email: validateEmail(email), password: validatePassword(password) };
    setErrors(next);
    setSubmitted(true);
    if (next.email || next.password) {
      // Take the reader to the first field that needs attention.
      (next.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setLoading(true);
    await wait(800);
    setLoading(false);
    onSignedIn({ email: email.trim(), remember });
  };

  return (
    <>
      <Typography variant="h1">Sign in</Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>Welcome back. Pick up your notes where you left them.</Typography>

      <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
        Demo: any email address and a password of {MIN_PASSWORD_LENGTH} or more characters will sign you in.
      </Alert>

      <Box component="form" onSubmit={handleSubmit} noValidate sx={{ display: 'grid', gap: 2 }}>
        <TextField
          inputRef={emailRef}
          label="Email address"
          type="email"
          autoComplete="email"
          fullWidth
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (submitted) setErrors((prev) => ({ ...prev, email: validateEmail(event.target.value) }));
          }}
          error={Boolean(errors.email)}
          helperText={errors.email}
          disabled={loading}
        />
        <TextField
          inputRef={passwordRef}
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          fullWidth
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (submitted) setErrors((prev) => ({ ...prev, password: validatePassword(event.target.value) }));
          }}
          error={Boolean(errors.password)}
          helperText={errors.password}
          disabled={loading}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                    disabled={loading}
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} disabled={loading} />}
            label="Remember me"
          />
          <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)} sx={{ fontWeight: 600 }}>
            Forgot password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={loading} loadingPosition="start">
          {loading ? 'Signing in…' : 'Sign in'}
        </Button>
      </Box>

      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>or continue with</Divider>
      <SocialButtons onSelect={onSocial} disabled={loading} />

      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={email} />
    </>
  );
}
