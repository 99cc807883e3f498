import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ControlledUncontrolled() {
  const [title, setTitle] = React.useState('Quarterly report');
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [snapshot, setSnapshot] = React.useState('');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Stack spacing={1}>
        <TextField
          label="Report title (controlled)"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          helperText={`${title.length} characters`}
        />
        <Typography variant="body2">Uppercase: {title.toUpperCase()}</Typography>
      </Stack>
      <Stack spacing={1}>
        <TextField
          label="Draft title (uncontrolled)"
          defaultValue="Draft"
          inputRef={inputRef}
          onBlur={() => setSnapshot(inputRef.current?.value ?? '')}
          helperText="Read from the DOM on blur"
        />
        <Typography variant="body2">Last read: {snapshot || '—'}</Typography>
      </Stack>
    </Stack>
  );
}
