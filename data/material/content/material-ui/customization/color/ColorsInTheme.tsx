import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { amber, deepOrange, teal } from '@mui/material/colors';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Darker shades for the light scheme, lighter ones for the dark scheme.
const theme = createTheme({
  cssVariables: { cssVarPrefix: 'colors-in-theme', colorSchemeSelector: 'class' },
  colorSchemes: {
    light: { palette: { primary: { main: teal[700] }, secondary: { main: deepOrange[900] } } },
    dark: { palette: { primary: { main: teal[200] }, secondary: { main: deepOrange[200] } } },
  },
});

export default function ColorsInTheme() {
  return (
    // The demo is nested in a page that already sets the scheme class on <html>.
    <ThemeProvider theme={theme} colorSchemeNode={null}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 440 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          {/* A shade used directly, outside the palette: the same in both schemes. */}
          <Avatar sx={{ bgcolor: amber[300], color: 'rgba(0, 0, 0, 0.87)' }}>JM</Avatar>
          <div>
            <Typography variant="subtitle1" component="p">
              Juniper Market
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Organic grocer · open until 20:00
            </Typography>
          </div>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <Chip label="Delivery" color="primary" />
          <Chip label="Bulk bins" color="primary" variant="outlined" />
          <Chip label="Closing soon" color="secondary" variant="outlined" />
        </Stack>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained">Order ahead</Button>
          <Button color="secondary">Directions</Button>
        </Box>
      </Paper>
    </ThemeProvider>
  );
}
