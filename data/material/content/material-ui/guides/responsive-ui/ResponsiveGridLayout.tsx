import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Open tickets', value: '38' },
  { label: 'Median reply', value: '2 h 10 min' },
  { label: 'Solved this week', value: '214' },
  { label: 'Satisfaction', value: '94 %' },
  { label: 'Escalations', value: '5' },
  { label: 'Agents online', value: '12' },
];

export default function ResponsiveGridLayout() {
  return (
    <Grid container spacing={{ xs: 1.5, md: 2 }} sx={{ width: '100%' }}>
      {stats.map((stat) => (
        // One column on phones, two from 600 px, three from 900 px.
        <Grid key={stat.label} size={{ xs: 12, sm: 6, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {stat.label}
            </Typography>
            <Typography variant="h6" component="p">
              {stat.value}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
