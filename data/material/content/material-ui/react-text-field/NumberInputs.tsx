import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function NumberInputs() {
  const [guests, setGuests] = React.useState('2');
  const [pin, setPin] = React.useState('');
  const guestsValue = Number(guests);
  const guestsInvalid = guests === '' || !Number.isInteger(guestsValue) || guestsValue < 1 || guestsValue > 12;
  const pinInvalid = pin !== '' && !/^[0-9]{6}$/.test(pin);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        id="number-guests"
        label="Guests"
        type="number"
        value={guests}
        onChange={(event) => setGuests(event.target.value)}
        error={guestsInvalid}
        helperText={guestsInvalid ? 'Enter a whole number from 1 to 12.' : 'type="number", 1 to 12'}
        slotProps={{ htmlInput: { min: 1, max: 12, step: 1 } }}
        sx={{ width: 220 }}
      />
      <TextField
        id="number-pin"
        label="Verification code"
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 6))}
        error={pinInvalid}
        helperText={pinInvalid ? 'The code has 6 digits.' : 'Text with a numeric keypad'}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
        sx={{ width: 220 }}
      />
    </Stack>
  );
}
