import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Visitors', value: '12,480' },
  { label: 'Sign-ups', value: '312' },
  { label: 'Conversion', value: '2.5%' },
  { label: 'Refunds', value: '4' },
  { label: 'Avg. order', value: '€48.20' },
  { label: 'Returning', value: '41%' },
];

export default function FullBorderGrid() {
  return (
    <Grid
      container
      sx={{
        width: '100%',
        // The container draws the top and left edges, every item its right and bottom edges.
        '--Grid-borderWidth': '1px',
        borderTop: 'var(--Grid-borderWidth) solid',
        borderLeft: 'var(--Grid-borderWidth) solid',
        borderColor: 'divider',
        '& > div': {
          borderRight: 'var(--Grid-borderWidth) solid',
          borderBottom: 'var(--Grid-borderWidth) solid',
          borderColor: 'divider',
        },
      }}
    >
      {stats.map((stat) => (
        <Grid key={stat.label} size={{ xs: 6, sm: 4 }} sx={{ p: 2 }}>
          <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
            {stat.label}
          </Typography>
          <Typography variant="h6" component="div">
            {stat.value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
