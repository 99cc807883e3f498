import { ThemeProvider, createTheme, useTheme, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

// A complete type scale built from a few tokens: createTheme derives every variant from them.
const editorialTypography = createTheme({
  typography: {
    fontFamily: ['Georgia', '"Times New Roman"', 'serif'].join(','),
    fontSize: 15,
    htmlFontSize: 16,
    fontWeightMedium: 600,
    h5: { fontWeight: 700, letterSpacing: '-0.01em' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
}).typography;

// Keep the surrounding theme (colors, dark mode) and swap only the typography.
function withEditorialType(outerTheme: Theme): Theme {
  return { ...outerTheme, typography: editorialTypography };
}

function TokenTable() {
  const { typography } = useTheme();
  const tokens = [
    'fontFamily',
    'fontSize',
    'htmlFontSize',
    'fontWeightLight',
    'fontWeightRegular',
    'fontWeightMedium',
    'fontWeightBold',
  ] as const;
  return (
    <Table size="small" aria-label="Typography tokens of the custom theme">
      <TableBody>
        {tokens.map((token) => (
          <TableRow key={token}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
              {token}
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>{String(typography[token])}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function CustomTypographyTheme() {
  return (
    <ThemeProvider theme={withEditorialType}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 560 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="overline" component="div" sx={{ color: 'text.secondary' }}>
            Local news
          </Typography>
          <Typography variant="h5" component="div" gutterBottom>
            The old library reopens as a community workshop
          </Typography>
          <Typography variant="body1" sx={{ mb: 2 }}>
            After two years of restoration, the reading room now hosts repair cafés, language classes and a tool lending shelf.
          </Typography>
          <Button variant="contained">Read the full story</Button>
        </Paper>
        <TokenTable />
      </Stack>
    </ThemeProvider>
  );
}
