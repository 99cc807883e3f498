import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme, type TypographyVariant } from '@mui/material/styles';

// Read from a default theme, so the table matches the installed version.
const { typography } = createTheme();
const variants: TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

function toPx(rem: string | number | undefined) {
  return `${Math.round(parseFloat(String(rem)) * typography.htmlFontSize * 10) / 10}px`;
}

export default function TypographyDefaults() {
  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label="Default typography variants">
        <TableHead>
          <TableRow>
            <TableCell>Variant</TableCell>
            <TableCell>Size</TableCell>
            <TableCell>Weight</TableCell>
            <TableCell>Line height</TableCell>
            <TableCell>Letter spacing</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {variants.map((variant) => {
            const style = typography[variant];
            return (
              <TableRow key={variant}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                  {variant}
                  {'textTransform' in style && style.textTransform ? ` (${String(style.textTransform)})` : ''}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                  {String(style.fontSize)} ({toPx(style.fontSize)})
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{String(style.fontWeight)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{String(style.lineHeight)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{String(style.letterSpacing)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
