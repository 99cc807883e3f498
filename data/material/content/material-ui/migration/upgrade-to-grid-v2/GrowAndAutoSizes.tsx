import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function Part({ children }: { children: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <Typography variant="body2" noWrap>
        {children}
      </Typography>
    </Paper>
  );
}

export default function GrowAndAutoSizes() {
  return (
    <Box sx={{ width: '100%', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <div>
        <Typography variant="caption" component="p" sx={{ mb: 1, fontFamily: 'monospace' }}>
          {'GridLegacy: xs="auto" · xs · xs="auto"'}
        </Typography>
        <GridLegacy container spacing={1} wrap="nowrap">
          <GridLegacy item xs="auto">
            <Part>Back</Part>
          </GridLegacy>
          <GridLegacy item xs zeroMinWidth>
            <Part>Quarterly report – final draft for review</Part>
          </GridLegacy>
          <GridLegacy item xs="auto">
            <Part>Share</Part>
          </GridLegacy>
        </GridLegacy>
      </div>
      <div>
        <Typography variant="caption" component="p" sx={{ mb: 1, fontFamily: 'monospace' }}>
          {'Grid: size="auto" · size="grow" · size="auto"'}
        </Typography>
        <Grid container spacing={1} wrap="nowrap">
          <Grid size="auto">
            <Part>Back</Part>
          </Grid>
          <Grid size="grow">
            <Part>Quarterly report – final draft for review</Part>
          </Grid>
          <Grid size="auto">
            <Part>Share</Part>
          </Grid>
        </Grid>
      </div>
    </Box>
  );
}
