import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const tiles = [
  { title: 'Open orders', value: '128' },
  { title: 'Awaiting pickup', value: '37' },
  { title: 'Returns this week', value: '9' },
];

function Tile({ title, value }: { title: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

function Caption({ label, code }: { label: string; code: string }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Typography variant="caption" component="code" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
        {code}
      </Typography>
    </Box>
  );
}

export default function LegacyVersusSizeProps() {
  return (
    <Box sx={{ width: '100%', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
      <div>
        <Caption label="Before: GridLegacy" code="<GridLegacy item xs={12} sm={6} md={4}>" />
        <GridLegacy container spacing={2}>
          {tiles.map((tile) => (
            <GridLegacy key={tile.title} item xs={12} sm={6} md={4}>
              <Tile {...tile} />
            </GridLegacy>
          ))}
        </GridLegacy>
      </div>
      <div>
        <Caption label="After: Grid" code="<Grid size={{ xs: 12, sm: 6, md: 4 }}>" />
        <Grid container spacing={2}>
          {tiles.map((tile) => (
            <Grid key={tile.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Tile {...tile} />
            </Grid>
          ))}
        </Grid>
      </div>
    </Box>
  );
}
