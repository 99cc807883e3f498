import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function ValidationTextFields() {
  const [email, setEmail] = React.useState('ada@example');
  const invalid = email !== '' && !emailPattern.test(email);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField
        label="Work email"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invalid}
        helperText={invalid ? 'Enter an address such as name@example.com.' : 'We send the invoice here.'}
      />
      <TextField label="Username" defaultValue="ada" helperText="3–20 characters, letters and numbers only." />
    </Stack>
  );
}
