import { ThemeProvider, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// One variant redefined with the theme's breakpoint helpers: explicit sizes at each step.
function withStepHeading(outerTheme: Theme): Theme {
  const { breakpoints } = outerTheme;
  return {
    ...outerTheme,
    typography: {
      ...outerTheme.typography,
      h4: {
        ...outerTheme.typography.h4,
        fontSize: '1.5rem',
        [breakpoints.up('sm')]: { fontSize: '1.875rem' },
        [breakpoints.up('md')]: { fontSize: '2.25rem' },
      },
    },
  };
}

export default function BreakpointFontSizes() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <ThemeProvider theme={withStepHeading}>
        <Stack spacing={0.5}>
          <Typography variant="overline" component="div" sx={{ color: 'text.secondary' }}>
            Theme override of h4
          </Typography>
          <Typography variant="h4" component="div">
            Weekend opening hours
          </Typography>
        </Stack>
      </ThemeProvider>
      <Stack spacing={0.5}>
        <Typography variant="overline" component="div" sx={{ color: 'text.secondary' }}>
          One element, with sx
        </Typography>
        <Typography variant="h4" component="div" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem', md: '2rem' }, fontWeight: 'bold' }}>
          Bank holiday schedule
        </Typography>
      </Stack>
    </Stack>
  );
}
