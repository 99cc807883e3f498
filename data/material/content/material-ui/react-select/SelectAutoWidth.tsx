import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

export default function SelectAutoWidth() {
  const [shipping, setShipping] = React.useState('');

  return (
    <FormControl sx={{ minWidth: 120 }}>
      <InputLabel id="auto-width-label">Shipping</InputLabel>
      <Select
        labelId="auto-width-label"
        id="auto-width-select"
        value={shipping}
        onChange={(event: SelectChangeEvent) => setShipping(event.target.value)}
        autoWidth
        label="Shipping"
      >
        <MenuItem value="">
          <em>Choose later</em>
        </MenuItem>
        <MenuItem value="pickup">Pickup</MenuItem>
        <MenuItem value="standard">Standard, 3–5 days</MenuItem>
        <MenuItem value="express">Express, next business day before noon</MenuItem>
      </Select>
    </FormControl>
  );
}
