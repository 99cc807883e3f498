import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

export default function SelectPlaceholder() {
  const [country, setCountry] = React.useState('');

  const handleChange = (event: SelectChangeEvent) => {
    setCountry(event.target.value);
  };

  return (
    <FormControl sx={{ minWidth: 220 }}>
      <Select
        value={country}
        onChange={handleChange}
        displayEmpty
        inputProps={{
          'aria-label': 'Shipping country',
          'aria-describedby': 'placeholder-select-helper',
        }}
      >
        <MenuItem value="" disabled>
          <em>Choose a country</em>
        </MenuItem>
        <MenuItem value="ca">Canada</MenuItem>
        <MenuItem value="fr">France</MenuItem>
        <MenuItem value="jp">Japan</MenuItem>
      </Select>
      <FormHelperText id="placeholder-select-helper">Used to estimate delivery time</FormHelperText>
    </FormControl>
  );
}
