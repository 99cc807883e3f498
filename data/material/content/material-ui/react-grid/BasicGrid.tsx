import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const panels = [
  { title: 'Revenue', detail: '€12.4k this week', size: 8 },
  { title: 'Tickets', detail: '14 open', size: 4 },
  { title: 'Sign-ups', detail: '+38', size: 4 },
  { title: 'Traffic', detail: 'Search, referral, direct', size: 8 },
];

export default function BasicGrid() {
  return (
    <Grid container spacing={2}>
      {panels.map((panel) => (
        <Grid key={panel.title} size={panel.size}>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, height: '100%', overflowWrap: 'anywhere' }}>
            <Typography variant="subtitle2" component="h3">
              {panel.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {panel.detail}
            </Typography>
            <Typography variant="caption" component="code" sx={{ fontFamily: 'monospace', color: 'primary.main' }}>
              size={'{'}
              {panel.size}
              {'}'}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
