import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

const MAX_LENGTH = 9;

export default function TextFieldSlotProps() {
  const [amount, setAmount] = React.useState('');
  const invalid = amount !== '' && !/^\d+([.,]\d{0,2})?$/.test(amount);

  return (
    <TextField
      label="Refund amount"
      value={amount}
      onChange={(event) => setAmount(event.target.value)}
      error={invalid}
      helperText={invalid ? 'Use digits and at most two decimals.' : `${amount.length}/${MAX_LENGTH} characters`}
      sx={{ width: '100%', maxWidth: 280 }}
      slotProps={{
        // Was InputProps
        input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
        // Was inputProps (attributes of the <input> element)
        htmlInput: { inputMode: 'decimal', maxLength: MAX_LENGTH },
        // Was InputLabelProps
        inputLabel: { shrink: true },
        // Was FormHelperTextProps
        formHelperText: { 'aria-live': 'polite' },
      }}
    />
  );
}
