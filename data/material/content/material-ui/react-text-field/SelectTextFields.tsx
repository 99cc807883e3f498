import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const currencies = [
  { code: 'EUR', label: 'Euro (€)' },
  { code: 'GBP', label: 'Pound sterling (£)' },
  { code: 'INR', label: 'Indian rupee (₹)' },
  { code: 'USD', label: 'US dollar ($)' },
];

const timeZones = ['UTC−05:00 Bogotá', 'UTC+00:00 Accra', 'UTC+01:00 Lagos', 'UTC+05:30 Kolkata', 'UTC+09:00 Tokyo'];

export default function SelectTextFields() {
  const [currency, setCurrency] = React.useState('EUR');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        id="select-currency"
        select
        label="Currency"
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
        helperText="Prices are shown in this currency."
        sx={{ width: 240 }}
      >
        {currencies.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="select-time-zone"
        select
        label="Time zone"
        defaultValue="UTC+00:00 Accra"
        helperText="Native select: the browser draws the list."
        sx={{ width: 240 }}
        slotProps={{ select: { native: true } }}
      >
        {timeZones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
