import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const languages = ['Arabic', 'Bengali', 'English', 'French', 'Hindi', 'Portuguese', 'Spanish', 'Swahili', 'Turkish'];

export default function MultipleSelectDefault() {
  const [spoken, setSpoken] = React.useState<string[]>(['English']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Autofill can deliver a comma-separated string instead of an array.
    setSpoken(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <InputLabel id="multiple-default-label">Languages spoken</InputLabel>
      <Select
        labelId="multiple-default-label"
        id="multiple-default"
        multiple
        value={spoken}
        onChange={handleChange}
        label="Languages spoken"
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 280 } } } }}
      >
        {languages.map((language) => (
          <MenuItem key={language} value={language}>
            {language}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
