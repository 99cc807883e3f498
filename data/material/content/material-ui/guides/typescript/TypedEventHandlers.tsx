import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type Priority = 'low' | 'normal' | 'urgent';

interface Assignee {
  id: number;
  name: string;
}

const assignees: Assignee[] = [
  { id: 7, name: 'Priya Raman' },
  { id: 12, name: 'Tomás Ortega' },
  { id: 31, name: 'Eun-ji Park' },
];

export default function TypedEventHandlers() {
  const [title, setTitle] = React.useState('Replace the lobby door sensor');
  const [priority, setPriority] = React.useState<Priority>('normal');
  const [estimate, setEstimate] = React.useState(3);
  const [assignee, setAssignee] = React.useState<Assignee | null>(assignees[1]);

  // TextField: the event of the native input (or textarea, when multiline).
  const handleTitle = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setTitle(event.target.value);
  };

  // Select: SelectChangeEvent<T> carries the selected value as T.
  const handlePriority = (event: SelectChangeEvent<Priority>) => {
    setPriority(event.target.value as Priority);
  };

  // Slider: a native Event and `number | number[]` (an array for range sliders).
  const handleEstimate = (event: Event, value: number | number[]) => {
    setEstimate(Array.isArray(value) ? value[0] : value);
  };

  return (
    <Stack spacing={2.5} sx={{ width: '100%', maxWidth: 480 }}>
      <TextField label="Task" value={title} onChange={handleTitle} />
      <FormControl>
        <InputLabel id="typed-priority-label">Priority</InputLabel>
        <Select<Priority> labelId="typed-priority-label" label="Priority" value={priority} onChange={handlePriority}>
          <MenuItem value="low">Low</MenuItem>
          <MenuItem value="normal">Normal</MenuItem>
          <MenuItem value="urgent">Urgent</MenuItem>
        </Select>
      </FormControl>
      {/* Autocomplete infers Value = Assignee from `options`; `value` is Assignee | null. */}
      <Autocomplete
        options={assignees}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        value={assignee}
        onChange={(event, value) => setAssignee(value)}
        renderInput={(params) => <TextField {...params} label="Assignee" />}
      />
      <div>
        <Typography id="typed-estimate-label" variant="body2" gutterBottom>
          Estimate: {estimate} h
        </Typography>
        <Slider aria-labelledby="typed-estimate-label" value={estimate} onChange={handleEstimate} min={1} max={8} marks step={1} />
      </div>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography
          component="pre"
          variant="body2"
          sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {JSON.stringify({ title, priority, estimate, assigneeId: assignee?.id ?? null }, null, 2)}
        </Typography>
      </Paper>
    </Stack>
  );
}
