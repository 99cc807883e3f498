import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function ControlledOpenSelect() {
  const [reminder, setReminder] = React.useState('15');
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change reminder
      </Button>
      <FormControl sx={{ width: 220 }}>
        <InputLabel id="controlled-open-label">Reminder</InputLabel>
        <Select
          labelId="controlled-open-label"
          id="controlled-open-select"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={reminder}
          label="Reminder"
          onChange={(event: SelectChangeEvent) => setReminder(event.target.value)}
        >
          <MenuItem value="0">At start time</MenuItem>
          <MenuItem value="5">5 minutes before</MenuItem>
          <MenuItem value="15">15 minutes before</MenuItem>
          <MenuItem value="60">1 hour before</MenuItem>
          <MenuItem value="1440">1 day before</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
