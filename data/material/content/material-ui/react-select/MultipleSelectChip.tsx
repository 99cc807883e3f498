import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const toppings = ['Basil', 'Mushrooms', 'Olives', 'Onions', 'Peppers', 'Pineapple', 'Spinach', 'Tomatoes'];

export default function MultipleSelectChip() {
  const [selected, setSelected] = React.useState<string[]>(['Basil']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Browser autofill can hand back a comma-separated string.
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <InputLabel id="chip-select-label">Toppings</InputLabel>
      <Select
        labelId="chip-select-label"
        id="chip-select"
        multiple
        value={selected}
        onChange={handleChange}
        label="Toppings"
        renderValue={(values) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {values.map((value) => (
              <Chip key={value} label={value} size="small" />
            ))}
          </Box>
        )}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 240 } } } }}
      >
        {toppings.map((topping) => (
          <MenuItem key={topping} value={topping}>
            {topping}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
