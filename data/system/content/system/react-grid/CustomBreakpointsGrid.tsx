import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { createBreakpoints } from '@mui/system';

// Same names, different widths: sm starts at 480px and md at 720px here.
const breakpoints = createBreakpoints({
  values: { xs: 0, sm: 480, md: 720, lg: 1024, xl: 1280 },
});

const regions = ['North', 'East', 'South', 'West'];

export default function CustomBreakpointsGrid() {
  return (
    <ThemeProvider theme={(outer: Theme) => ({ ...outer, breakpoints })}>
      <Grid container spacing={2}>
        {regions.map((region, index) => (
          <Grid key={region} size={{ xs: 12, sm: 6, md: 3 }}>
            <Box
              sx={{
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                bgcolor: 'background.paper',
              }}
            >
              <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{region} region</Box>
              <Box sx={{ fontSize: 20, fontWeight: 500, color: 'text.primary' }}>{['412', '388', '295', '501'][index]} orders</Box>
            </Box>
          </Grid>
        ))}
      </Grid>
    </ThemeProvider>
  );
}
