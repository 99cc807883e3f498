import * as React from 'react';
import Paper, { type PaperProps } from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

// Defined once, at module level: the same component type on every render.
function Section(props: React.ComponentPropsWithRef<'section'>) {
  return <section {...props} />;
}

const cardStyle: PaperProps['sx'] = { p: 2, flex: 1 };

function InlineRoot() {
  const [note, setNote] = React.useState('');
  return (
    <Paper
      variant="outlined"
      sx={cardStyle}
      // A new function on every render means a new component type: React unmounts the old
      // subtree and mounts a fresh one, so the text field loses focus after each key.
      component={(props: React.ComponentPropsWithRef<'section'>) => <section {...props} />}
    >
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Inline component
      </Typography>
      <TextField label="Delivery note" size="small" fullWidth value={note} onChange={(event) => setNote(event.target.value)} />
    </Paper>
  );
}

function StableRoot() {
  const [note, setNote] = React.useState('');
  return (
    <Paper variant="outlined" sx={cardStyle} component={Section}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Stable component
      </Typography>
      <TextField label="Gift message" size="small" fullWidth value={note} onChange={(event) => setNote(event.target.value)} />
    </Paper>
  );
}

export default function InlineComponentFocus() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Type a few letters into each field.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <InlineRoot />
        <StableRoot />
      </Stack>
    </Stack>
  );
}
