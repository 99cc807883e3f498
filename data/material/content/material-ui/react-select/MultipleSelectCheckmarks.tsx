import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Check from '@mui/icons-material/Check';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export default function MultipleSelectCheckmarks() {
  const [days, setDays] = React.useState<string[]>([]);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setDays(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <InputLabel id="checkmarks-select-label">Office days</InputLabel>
      <Select
        labelId="checkmarks-select-label"
        id="checkmarks-select"
        multiple
        value={days}
        onChange={handleChange}
        label="Office days"
        renderValue={(values) => values.join(', ')}
      >
        {weekdays.map((day) => (
          <MenuItem key={day} value={day}>
            <ListItemIcon>{days.includes(day) ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={day} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
