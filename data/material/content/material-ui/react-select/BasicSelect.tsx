import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

export default function BasicSelect() {
  const [size, setSize] = React.useState('');

  const handleChange = (event: SelectChangeEvent) => {
    setSize(event.target.value);
  };

  return (
    <Box sx={{ minWidth: 160, maxWidth: 280 }}>
      <FormControl fullWidth>
        <InputLabel id="basic-select-label">T-shirt size</InputLabel>
        <Select labelId="basic-select-label" id="basic-select" value={size} label="T-shirt size" onChange={handleChange}>
          <MenuItem value="s">Small</MenuItem>
          <MenuItem value="m">Medium</MenuItem>
          <MenuItem value="l">Large</MenuItem>
          <MenuItem value="xl">Extra large</MenuItem>
        </Select>
      </FormControl>
    </Box>
  );
}
