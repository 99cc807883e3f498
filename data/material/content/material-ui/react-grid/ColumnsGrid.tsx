import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const events = [
  { title: 'Design sprint', days: 3, color: 'primary.main' },
  { title: 'Ship', days: 1, color: 'success.main' },
  { title: 'Retro', days: 1, color: 'secondary.main' },
  { title: 'Team offsite', days: 2, color: 'info.main' },
  { title: 'Planning', days: 3, color: 'warning.main' },
];

export default function ColumnsGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      {/* A working week: five columns, so size={1} is one day. */}
      <Grid container columns={5} spacing={1}>
        {days.map((day) => (
          <Grid key={day} size={1}>
            <Typography variant="caption" component="div" sx={{ textAlign: 'center', color: 'text.secondary' }}>
              {day}
            </Typography>
          </Grid>
        ))}
        {events.map((event) => (
          <Grid key={event.title} size={event.days}>
            <Paper
              variant="outlined"
              sx={{ px: 0.75, py: 1, borderLeft: 4, borderLeftColor: event.color, fontSize: 13, overflowWrap: 'anywhere' }}
            >
              {event.title}
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
