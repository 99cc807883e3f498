import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

export default function GroupedSelect() {
  const [city, setCity] = React.useState('');
  const [nativeCity, setNativeCity] = React.useState('');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl sx={{ minWidth: 200 }}>
        <InputLabel id="grouped-select-label">City</InputLabel>
        <Select
          labelId="grouped-select-label"
          id="grouped-select"
          value={city}
          label="City"
          onChange={(event: SelectChangeEvent) => setCity(event.target.value)}
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          <ListSubheader>Europe</ListSubheader>
          <MenuItem value="lisbon">Lisbon</MenuItem>
          <MenuItem value="oslo">Oslo</MenuItem>
          <ListSubheader>Asia</ListSubheader>
          <MenuItem value="seoul">Seoul</MenuItem>
          <MenuItem value="hanoi">Hanoi</MenuItem>
        </Select>
      </FormControl>
      <FormControl sx={{ minWidth: 200 }}>
        <InputLabel htmlFor="grouped-native-select">City (native)</InputLabel>
        <Select
          native
          id="grouped-native-select"
          value={nativeCity}
          label="City (native)"
          onChange={(event: SelectChangeEvent) => setNativeCity(event.target.value)}
        >
          <option aria-label="None" value="" />
          <optgroup label="Europe">
            <option value="lisbon">Lisbon</option>
            <option value="oslo">Oslo</option>
          </optgroup>
          <optgroup label="Asia">
            <option value="seoul">Seoul</option>
            <option value="hanoi">Hanoi</option>
          </optgroup>
        </Select>
      </FormControl>
    </Stack>
  );
}
