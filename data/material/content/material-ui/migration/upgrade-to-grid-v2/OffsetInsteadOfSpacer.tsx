import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function Notice() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="p">
        Maintenance window
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Saturday 02:00–04:00 UTC. Exports are paused during this time.
      </Typography>
    </Paper>
  );
}

export default function OffsetInsteadOfSpacer() {
  return (
    <Box sx={{ width: '100%', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <div>
        <Typography variant="caption" component="p" sx={{ mb: 1, fontFamily: 'monospace' }}>
          GridLegacy: an empty item as a spacer
        </Typography>
        <GridLegacy container spacing={2}>
          <GridLegacy item md={3} sx={{ display: { xs: 'none', md: 'block' } }} />
          <GridLegacy item xs={12} md={6}>
            <Notice />
          </GridLegacy>
        </GridLegacy>
      </div>
      <div>
        <Typography variant="caption" component="p" sx={{ mb: 1, fontFamily: 'monospace' }}>
          {'Grid: offset={{ md: 3 }}'}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }} offset={{ md: 3 }}>
            <Notice />
          </Grid>
        </Grid>
      </div>
    </Box>
  );
}
