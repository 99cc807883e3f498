import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

export default function SelectSmall() {
  const [sort, setSort] = React.useState('newest');

  const handleChange = (event: SelectChangeEvent) => {
    setSort(event.target.value);
  };

  return (
    <FormControl size="small" sx={{ minWidth: 160 }}>
      <InputLabel id="small-select-label">Sort by</InputLabel>
      <Select labelId="small-select-label" id="small-select" value={sort} label="Sort by" onChange={handleChange}>
        <MenuItem value="newest">Newest first</MenuItem>
        <MenuItem value="oldest">Oldest first</MenuItem>
        <MenuItem value="price">Lowest price</MenuItem>
      </Select>
    </FormControl>
  );
}
