import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider, unstable_createBreakpoints as createBreakpoints, type Theme } from '@mui/material/styles';

// Same five names, different widths: sm starts at 480px, md at 768px, lg at 1024px, xl at 1280px.
const compactBreakpoints = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  breakpoints: createBreakpoints({ values: { xs: 0, sm: 480, md: 768, lg: 1024, xl: 1280 } }),
});

const plans = ['Starter', 'Team', 'Business', 'Enterprise'];

export default function CustomBreakpointsGrid() {
  return (
    <ThemeProvider theme={compactBreakpoints}>
      <Box sx={{ width: '100%' }}>
        <Grid container spacing={2}>
          {plans.map((plan) => (
            <Grid key={plan} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="subtitle2" component="h3">
                  {plan}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  Four across from 1024px, two from 480px
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Box>
    </ThemeProvider>
  );
}
