import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

function Cell({ label }: { label: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center', fontFamily: 'monospace', fontSize: 13 }}>
      {label}
    </Paper>
  );
}

export default function OffsetGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, sm: 6 }} offset={{ sm: 3 }}>
        <Cell label="centered from sm" />
      </Grid>
      <Grid size={4}>
        <Cell label="size={4}" />
      </Grid>
      <Grid size={4} offset={4}>
        <Cell label="offset={4}" />
      </Grid>
      <Grid size="auto">
        <Cell label="Back" />
      </Grid>
      <Grid size="auto" offset="auto">
        <Cell label='offset="auto"' />
      </Grid>
    </Grid>
  );
}
