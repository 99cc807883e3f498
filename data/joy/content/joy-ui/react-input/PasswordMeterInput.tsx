import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Key from '@mui/icons-material/Key';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

// A simple rating: length plus the variety of character kinds. In production, use a proper
// strength estimator and check the password against known breaches on the server.
function rate(password: string) {
  if (password.length < 8) {
    return 0;
  }
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  const bonus = password.length >= 12 ? 1 : 0;
  return Math.max(1, Math.min(4, kinds - 1 + bonus));
}

const levels = [
  { label: 'Too short', color: 'danger', progress: 10 },
  { label: 'Weak', color: 'danger', progress: 25 },
  { label: 'Fair', color: 'warning', progress: 50 },
  { label: 'Good', color: 'success', progress: 75 },
  { label: 'Strong', color: 'success', progress: 100 },
] as const;

export default function PasswordMeterInput() {
  const [value, setValue] = React.useState('');
  const [visible, setVisible] = React.useState(false);
  const level = value ? levels[rate(value)] : null;
  const meterId = React.useId();

  return (
    <FormControl sx={{ maxWidth: 380 }}>
      <FormLabel>New password</FormLabel>
      <Stack spacing={0.75}>
        <Input
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          placeholder="At least 8 characters"
          startDecorator={<Key />}
          endDecorator={
            <IconButton
              aria-label={visible ? 'Hide password' : 'Show password'}
              aria-pressed={visible}
              onClick={() => setVisible((v) => !v)}
            >
              {visible ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          }
          value={value}
          onChange={(event) => setValue(event.target.value)}
          slotProps={{ input: { 'aria-describedby': meterId } }}
        />
        <LinearProgress
          determinate
          size="sm"
          value={level?.progress ?? 0}
          color={level?.color ?? 'neutral'}
          aria-label="Password strength"
          aria-valuetext={level?.label ?? 'Empty'}
          sx={{ bgcolor: 'background.level2' }}
        />
        <Typography id={meterId} level="body-xs" aria-live="polite">
          {level ? `Strength: ${level.label}` : 'Use 8 or more characters with a mix of letters, numbers and symbols.'}
        </Typography>
      </Stack>
    </FormControl>
  );
}
