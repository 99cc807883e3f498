import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// One palette per color scheme. The variables of each are written under `.light` and `.dark`,
// so the demo follows the class the site puts on <html>.
const theme = createTheme({
  cssVariables: { cssVarPrefix: 'dark-palette-demo', colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#2e6b4f' },
        secondary: { main: '#9c4a1a' },
        background: { default: '#f6f4ef', paper: '#fffdf8' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#8fd1ae' },
        secondary: { main: '#f0a877' },
        background: { default: '#121614', paper: '#1b201d' },
      },
    },
  },
});

export default function DarkPalette() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default', maxWidth: 420 }}>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Greenhouse 3
        </Typography>
        <Typography variant="h6">Humidity is above the target</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          The misting cycle will pause until it drops below 70%.
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="contained">Adjust target</Button>
          <Button color="secondary">Snooze</Button>
          <Chip label="78% humidity" color="secondary" variant="outlined" />
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
