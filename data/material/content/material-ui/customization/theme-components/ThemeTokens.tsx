import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// Two theme variables, no component entries: every component that reads them follows.
// A complete theme with its own CSS variables (prefix `tokens-demo`) that follows the page's light or dark class.
const softTheme = createTheme({
  cssVariables: { cssVarPrefix: 'tokens-demo', colorSchemeSelector: 'class' },
  colorSchemes: { light: true, dark: true },
  shape: { borderRadius: 14 },
  typography: {
    button: { textTransform: 'none', fontWeight: 700, letterSpacing: 0 },
  },
});

function Booking() {
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
          <Typography variant="h6" component="p">
            Table for two
          </Typography>
          <Chip label="Terrace" size="small" />
        </Stack>
        <TextField label="Special requests" size="small" fullWidth />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained">Reserve</Button>
        <Button>Change time</Button>
      </CardActions>
    </Card>
  );
}

export default function ThemeTokens() {
  const [soft, setSoft] = React.useState(true);
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={soft} onChange={(event) => setSoft(event.target.checked)} />}
        label="shape.borderRadius 14 and typography.button"
      />
      {soft ? (
        // Nested in the page's own theme, which owns the light/dark class on <html> and the stored mode:
        // this provider must not write either.
        <ThemeProvider theme={softTheme} colorSchemeNode={null} storageManager={null}>
          <Booking />
        </ThemeProvider>
      ) : (
        <Booking />
      )}
    </Stack>
  );
}
