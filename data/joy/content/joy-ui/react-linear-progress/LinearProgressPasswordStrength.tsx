import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

/** A rough score from 0 to 4: length, mixed case, digits, symbols. Use a real estimator in production. */
function score(password: string) {
  if (password.length < 8) {
    return password.length === 0 ? 0 : 1;
  }
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(password)).length;
  return Math.min(4, 1 + kinds - (password.length < 12 ? 1 : 0));
}

const LEVELS: { label: string; color: ColorPaletteProp }[] = [
  { label: 'Enter a password', color: 'neutral' },
  { label: 'Too short', color: 'danger' },
  { label: 'Weak', color: 'warning' },
  { label: 'Good', color: 'primary' },
  { label: 'Strong', color: 'success' },
];

export default function LinearProgressPasswordStrength() {
  const [password, setPassword] = React.useState('');
  const strength = score(password);
  const { label, color } = LEVELS[strength];

  return (
    <FormControl sx={{ width: '100%', maxWidth: 360 }}>
      <FormLabel>New password</FormLabel>
      <Input type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="new-password" />
      <LinearProgress
        determinate
        value={(strength / 4) * 100}
        size="sm"
        color={color}
        aria-label="Password strength"
        aria-valuetext={label}
        sx={{ mt: 1 }}
      />
      <Typography level="body-xs" sx={{ mt: 0.5, alignSelf: 'flex-end' }} aria-live="polite">
        {label}
      </Typography>
    </FormControl>
  );
}
