import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const fields = [
  { label: 'Team', value: 'Logistics' },
  { label: 'Location', value: 'Porto' },
];

export default function ContainerInFlexRow() {
  const [grow, setGrow] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={grow} onChange={(event) => setGrow(event.target.checked)} />}
        label={'Give the Grid container flexGrow: 1'}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Avatar sx={{ bgcolor: 'secondary.main' }}>RM</Avatar>
        <Grid container spacing={1} sx={{ flexGrow: grow ? 1 : 0, bgcolor: 'action.selected' }}>
          {fields.map((field) => (
            <Grid key={field.label} size={6}>
              <Paper variant="outlined" sx={{ p: 1 }}>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {field.label}
                </Typography>
                <Typography variant="body2">{field.value}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Stack>
    </Stack>
  );
}
