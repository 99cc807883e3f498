import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const breakpoints = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

// Shows only the chip of the active breakpoint, with CSS alone: each chip is displayed from its
// breakpoint up to the next one.
function ActiveBreakpoint() {
  return (
    <Box sx={{ mb: 2 }}>
      {breakpoints.map((key, index) => {
        const next = breakpoints[index + 1];
        return (
          <Chip
            key={key}
            size="small"
            color="primary"
            label={`Window width: ${key}`}
            sx={{ display: { xs: 'none', [key]: 'inline-flex', ...(next ? { [next]: 'none' } : {}) } }}
          />
        );
      })}
    </Box>
  );
}

export default function ResponsiveSxValues() {
  return (
    <Box sx={{ width: '100%' }}>
      <ActiveBreakpoint />
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          // Stacked on phones, side by side from 600 px.
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: { xs: 1.5, md: 3 },
          p: { xs: 2, md: 3 },
        }}
      >
        <Avatar sx={{ width: { xs: 48, md: 64 }, height: { xs: 48, md: 64 }, bgcolor: 'secondary.main' }}>MK</Avatar>
        <div>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: { xs: '1.1rem', md: '1.35rem' } }}>
            Mira Kovač
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Field engineer · Split office
          </Typography>
          <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' }, mt: 1 }}>
            Maintains the wind sensors along the coast and trains new technicians every spring.
          </Typography>
        </div>
      </Paper>
    </Box>
  );
}
