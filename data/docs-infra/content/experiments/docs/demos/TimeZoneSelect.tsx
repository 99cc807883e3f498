import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';

const zones = [
  { value: 'Europe/Lisbon', label: 'Lisbon' },
  { value: 'Africa/Nairobi', label: 'Nairobi' },
  { value: 'Asia/Kolkata', label: 'Kolkata' },
  { value: 'America/Santiago', label: 'Santiago' },
];

export default function TimeZoneSelect() {
  const [zone, setZone] = React.useState('Europe/Lisbon');

  return (
    <FormControl sx={{ minWidth: 220 }}>
      <InputLabel id="time-zone-select-label">Meeting time zone</InputLabel>
      <Select
        labelId="time-zone-select-label"
        id="time-zone-select"
        value={zone}
        label="Meeting time zone"
        onChange={(event) => setZone(event.target.value)}
      >
        {zones.map((item) => (
          <MenuItem key={item.value} value={item.value}>
            {item.label}
          </MenuItem>
        ))}
      </Select>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Stored as {zone}
      </Typography>
    </FormControl>
  );
}
