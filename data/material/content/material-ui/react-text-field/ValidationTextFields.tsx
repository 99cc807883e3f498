import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function emailError(value: string): string {
  if (value.trim() === '') {
    return 'Enter your work email.';
  }
  return emailPattern.test(value) ? '' : 'Enter an address such as name@example.com.';
}

function usernameError(value: string): string {
  if (/[^A-Za-z0-9]/.test(value)) {
    return 'Use letters and numbers only.';
  }
  if (value.length < 3 || value.length > 20) {
    return `3–20 characters (now ${value.length}).`;
  }
  return '';
}

export default function ValidationTextFields() {
  const [email, setEmail] = React.useState('');
  // The email is checked once the user leaves the field, then on every change.
  const [emailTouched, setEmailTouched] = React.useState(false);
  const [username, setUsername] = React.useState('li');

  const emailMessage = emailTouched ? emailError(email) : '';
  const usernameMessage = usernameError(username);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField
        id="validation-email"
        label="Work email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setEmailTouched(true)}
        error={emailMessage !== ''}
        helperText={emailMessage || 'We send the invoice here.'}
      />
      <TextField
        id="validation-username"
        label="Username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={usernameMessage !== ''}
        helperText={usernameMessage || 'Looks good.'}
      />
    </Stack>
  );
}
