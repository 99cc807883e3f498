import * as React from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

// The values a designer changed in the kit, written into the theme at the same paths.
// Light and dark mirror the kit's two variable modes; the prefix keeps this demo's variables apart.
const theme = createTheme({
  cssVariables: { cssVarPrefix: 'figma-kit-demo', colorSchemeSelector: 'class' },
  colorSchemes: {
    light: { palette: { primary: { main: '#3949ab' }, secondary: { main: '#00796b' } } },
    dark: { palette: { primary: { main: '#9fa8da' }, secondary: { main: '#80cbc4' } } },
  },
  shape: { borderRadius: 10 },
  typography: { fontFamily: '"Trebuchet MS", "Segoe UI", sans-serif', button: { textTransform: 'none', fontWeight: 600 } },
});

function TokenTable() {
  const { light, dark } = theme.colorSchemes;
  const rows = [
    ['palette.primary.main', `${light?.palette.primary.main} (light), ${dark?.palette.primary.main} (dark)`],
    ['palette.secondary.main', `${light?.palette.secondary.main} (light), ${dark?.palette.secondary.main} (dark)`],
    ['shape.borderRadius', String(theme.shape.borderRadius)],
    ['typography.fontFamily', String(theme.typography.fontFamily)],
  ];
  return (
    <Table size="small" aria-label="Theme values taken from the design kit">
      <TableHead>
        <TableRow>
          <TableCell>Theme path</TableCell>
          <TableCell>Value</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([path, value]) => (
          <TableRow key={path}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', fontSize: 12, whiteSpace: 'nowrap' }}>
              {path}
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function KitTokensTheme() {
  // `colorSchemeNode={null}`: the page owns the light/dark class on <html>; this nested provider only follows it.
  return (
    <ThemeProvider theme={theme} colorSchemeNode={null}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <Chip label="Workshop" color="secondary" size="small" />
              <Chip label="12 seats left" variant="outlined" size="small" />
            </Stack>
            <Typography variant="h6" component="p">
              Introduction to bookbinding
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Two evenings, all materials included. Bring an apron.
            </Typography>
          </CardContent>
          <CardActions>
            <Button variant="contained">Book a seat</Button>
            <Button>Details</Button>
          </CardActions>
        </Card>
        <TokenTable />
      </Stack>
    </ThemeProvider>
  );
}
