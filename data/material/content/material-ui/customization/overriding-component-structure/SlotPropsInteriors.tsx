import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const MAX_LENGTH = 40;

export default function SlotPropsInteriors() {
  const [handle, setHandle] = React.useState('lena.builds');
  const [amount, setAmount] = React.useState('25');

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 320 }}>
      <TextField
        label="Username"
        value={handle}
        onChange={(event) => setHandle(event.target.value)}
        helperText={`${handle.length}/${MAX_LENGTH}`}
        slotProps={{
          // The Input component (the box around the text): adornments live here.
          input: { startAdornment: <InputAdornment position="start">@</InputAdornment> },
          // The native <input> element: HTML attributes go here.
          htmlInput: { maxLength: MAX_LENGTH, autoCapitalize: 'none', spellCheck: false },
          // The helper text under the field.
          formHelperText: { sx: { textAlign: 'end' }, 'aria-live': 'polite' },
        }}
      />
      <TextField
        label="Tip amount"
        value={amount}
        onChange={(event) => setAmount(event.target.value.replace(/[^\d]/g, ''))}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">EUR</InputAdornment> },
          htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' },
          // The label stays above the field even when it is empty.
          inputLabel: { shrink: true },
        }}
      />
    </Stack>
  );
}
