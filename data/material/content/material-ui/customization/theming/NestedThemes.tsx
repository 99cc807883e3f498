import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

const appTheme = createTheme({
  cssVariables: { cssVarPrefix: 'nested-app', colorSchemeSelector: 'class' },
  colorSchemes: {
    light: { palette: { primary: { main: '#00695c' } } },
    dark: { palette: { primary: { main: '#80cbc4' } } },
  },
});

// A function receives the theme above it and returns a new one: good for component
// defaults and overrides, which are not CSS variables.
function compact(outerTheme: Theme): Theme {
  return {
    ...outerTheme,
    components: {
      ...outerTheme.components,
      MuiButton: {
        defaultProps: { size: 'small' },
        styleOverrides: { root: { borderRadius: 20 } },
      },
    },
  };
}

// Colors of a CSS-variables theme live in CSS, so a section with other colors gets a
// complete theme with its own prefix.
const warningZone = createTheme({
  cssVariables: { cssVarPrefix: 'nested-zone', colorSchemeSelector: 'class' },
  colorSchemes: {
    light: { palette: { primary: { main: '#b3261e' } } },
    dark: { palette: { primary: { main: '#f2b8b5' } } },
  },
});

function Section({ title, text }: { title: string; text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="p">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {text}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained">Save</Button>
        <Button>Cancel</Button>
      </Stack>
    </Paper>
  );
}

export default function NestedThemes() {
  return (
    // The demo is nested in a page that already sets the scheme class on <html>.
    <ThemeProvider theme={appTheme} colorSchemeNode={null}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
        <Section title="Profile" text="Uses the app theme." />
        <ThemeProvider theme={compact}>
          <Section title="Notifications" text="Rounder and smaller: a function extends the app theme." />
        </ThemeProvider>
        <ThemeProvider theme={warningZone} colorSchemeNode={null}>
          <Section title="Delete account" text="Red primary: a complete theme with its own CSS variables." />
        </ThemeProvider>
      </Stack>
    </ThemeProvider>
  );
}
