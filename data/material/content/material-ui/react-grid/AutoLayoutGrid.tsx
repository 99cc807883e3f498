import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

function Cell({ label }: { label: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center', fontFamily: 'monospace', fontSize: 13 }}>
      {label}
    </Paper>
  );
}

export default function AutoLayoutGrid() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Grid container spacing={2}>
        <Grid size="grow">
          <Cell label="grow" />
        </Grid>
        <Grid size="grow">
          <Cell label="grow" />
        </Grid>
        <Grid size="grow">
          <Cell label="grow" />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size="grow">
          <Cell label="grow" />
        </Grid>
        <Grid size={6}>
          <Cell label="size={6}" />
        </Grid>
        <Grid size="grow">
          <Cell label="grow" />
        </Grid>
      </Grid>
    </Stack>
  );
}
