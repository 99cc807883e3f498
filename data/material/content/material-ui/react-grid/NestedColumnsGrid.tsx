import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function Cell({ label }: { label: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1, textAlign: 'center', fontFamily: 'monospace', fontSize: 13 }}>
      {label}
    </Paper>
  );
}

export default function NestedColumnsGrid() {
  return (
    <Grid container columns={24} spacing={2} sx={{ width: '100%' }}>
      <Grid container size={{ xs: 24, md: 12 }} sx={{ p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Grid size={24}>
          <Typography variant="body2">Inherits 24 columns and spacing 2</Typography>
        </Grid>
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={8}>
            <Cell label="size={8}" />
          </Grid>
        ))}
      </Grid>
      <Grid container columns={3} spacing={0.5} size={{ xs: 24, md: 12 }} sx={{ p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Grid size={3}>
          <Typography variant="body2">Sets columns=3 and spacing=0.5</Typography>
        </Grid>
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={1}>
            <Cell label="size={1}" />
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}
