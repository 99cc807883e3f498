import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function SelectLabels() {
  const [priority, setPriority] = React.useState('');
  const [team, setTeam] = React.useState('');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl sx={{ width: 220 }}>
        <InputLabel id="labels-priority-label">Priority</InputLabel>
        <Select
          labelId="labels-priority-label"
          id="labels-priority"
          value={priority}
          label="Priority"
          onChange={(event: SelectChangeEvent) => setPriority(event.target.value)}
          aria-describedby="labels-priority-helper"
        >
          <MenuItem value="">
            <em>No priority</em>
          </MenuItem>
          <MenuItem value="low">Low</MenuItem>
          <MenuItem value="normal">Normal</MenuItem>
          <MenuItem value="urgent">Urgent</MenuItem>
        </Select>
        <FormHelperText id="labels-priority-helper">Urgent tickets page the on-call person.</FormHelperText>
      </FormControl>
      <FormControl sx={{ width: 220 }}>
        <Select
          id="labels-team"
          value={team}
          onChange={(event: SelectChangeEvent) => setTeam(event.target.value)}
          displayEmpty
          inputProps={{ 'aria-label': 'Team' }}
          aria-describedby="labels-team-helper"
        >
          <MenuItem value="">
            <em>Any team</em>
          </MenuItem>
          <MenuItem value="design">Design</MenuItem>
          <MenuItem value="support">Support</MenuItem>
          <MenuItem value="platform">Platform</MenuItem>
        </Select>
        <FormHelperText id="labels-team-helper">Filters the ticket list</FormHelperText>
      </FormControl>
    </Stack>
  );
}
