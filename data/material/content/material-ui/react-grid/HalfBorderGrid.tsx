import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

const specs = [
  { label: 'Weight', value: '1.2 kg' },
  { label: 'Battery', value: '14 h' },
  { label: 'Screen', value: '13.6 in' },
  { label: 'Storage', value: '512 GB' },
  { label: 'Memory', value: '16 GB' },
  { label: 'Ports', value: '2 × USB-C' },
  { label: 'Camera', value: '1080p' },
  { label: 'Warranty', value: '2 years' },
];

export default function HalfBorderGrid() {
  return (
    // The wrapper hides the lines that the last column and row draw on their outer edges.
    <Box sx={{ width: '100%', overflow: 'hidden' }}>
      <Grid
        container
        sx={{
          mr: '-1px',
          mb: '-1px',
          '& > div': { borderRight: 1, borderBottom: 1, borderColor: 'divider' },
        }}
      >
        {specs.map((spec) => (
          <Grid key={spec.label} size={{ xs: 6, md: 3 }} sx={{ px: 2, py: 1.5 }}>
            <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
              {spec.label}
            </Typography>
            <Typography variant="subtitle1" component="div">
              {spec.value}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
