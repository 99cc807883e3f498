import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import FingerprintRoundedIcon from '@mui/icons-material/FingerprintRounded';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ResetPasswordModal from './ResetPasswordModal';
import { validate, type Credentials, type FieldErrors } from './validation';

interface SignInFormProps {
  defaultEmail: string;
  onSignedIn: (credentials: Credentials) => void;
  /** A sign-in method this demo does not run (passkey, single sign-on). */
  onOtherMethod: (method: string) => void;
}

/** How long the pretend server takes to answer. */
const SIGN_IN_DELAY_MS = 700;

export default function SignInForm({ defaultEmail, onSignedIn, onOtherMethod }: SignInFormProps) {
  const [values, setValues] = React.useState<Credentials>({ email: defaultEmail, password: '', remember: Boolean(defaultEmail) });
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [showPassword, setShowPassword] = React.useState(false);
  const [submitting, setSubmitting] = React.useState(false);
  const [resetOpen, setResetOpen] = React.useState(false);
  const emailRef = React.useRef<HTMLInputElement>(null);
  const passwordRef = React.useRef<HTMLInputElement>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const change = (field: 'email' | 'password') => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // A corrected field loses its message as soon as it is right.
    if (errors[field]) {
      setErrors((current) => ({ ...current, [field]: validate({ ...values, [field]: event.target.value })[field] }));
    }
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (found.email) {
      emailRef.current?.focus();
      return;
    }
    if (found.password) {
      passwordRef.current?.focus();
      return;
    }
    setSubmitting(true);
    timer.current = setTimeout(() => {
      setSubmitting(false);
      onSignedIn(values);
    }, SIGN_IN_DELAY_MS);
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography level="h1" sx={{ fontSize: { xs: 'xl2', sm: 'xl3' } }}>
          Sign in to Quarry
        </Typography>
        <Typography level="body-md" sx={{ mt: 1, color: 'text.secondary' }}>
          New to Quarry?{' '}
          <Link component="button" type="button" onClick={() => onOtherMethod('Creating an account')}>
            Start a free trial
          </Link>
        </Typography>
      </div>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          fullWidth
          variant="outlined"
          color="neutral"
          startDecorator={<FingerprintRoundedIcon />}
          onClick={() => onOtherMethod('Signing in with a passkey')}
        >
          Use a passkey
        </Button>
        <Button
          fullWidth
          variant="outlined"
          color="neutral"
          startDecorator={<KeyRoundedIcon />}
          onClick={() => onOtherMethod('Single sign-on')}
        >
          Single sign-on
        </Button>
      </Stack>

      <Divider>or with your email</Divider>

      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormControl error={Boolean(errors.email)} required>
          <FormLabel>Work email</FormLabel>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            placeholder="name@company.com"
            value={values.email}
            onChange={change('email')}
            startDecorator={<MailOutlineRoundedIcon />}
            slotProps={{ input: { ref: emailRef } }}
          />
          {errors.email ? (
            <FormHelperText>
              <InfoOutlinedIcon />
              {errors.email}
            </FormHelperText>
          ) : null}
        </FormControl>

        <FormControl error={Boolean(errors.password)} required>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
            <FormLabel>Password</FormLabel>
            <Link component="button" type="button" level="body-sm" onClick={() => setResetOpen(true)}>
              Forgot password?
            </Link>
          </Box>
          <Input
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            slotProps={{ input: { ref: passwordRef } }}
            endDecorator={
              <IconButton
                size="sm"
                variant="plain"
                color="neutral"
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <VisibilityOffRoundedIcon /> : <VisibilityRoundedIcon />}
              </IconButton>
            }
          />
          {errors.password ? (
            <FormHelperText>
              <InfoOutlinedIcon />
              {errors.password}
            </FormHelperText>
          ) : null}
        </FormControl>

        <Checkbox
          label="Keep me signed in on this device"
          checked={values.remember}
          onChange={(event) => setValues((current) => ({ ...current, remember: event.target.checked }))}
        />

        <Button type="submit" size="lg" loading={submitting} loadingPosition="start">
          {submitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </Box>

      {resetOpen ? <ResetPasswordModal defaultEmail={values.email} onClose={() => setResetOpen(false)} /> : null}
    </Stack>
  );
}
