import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { createTheme, responsiveFontSizes, ThemeProvider, type Theme, type TypographyVariant } from '@mui/material/styles';

const variants: TypographyVariant[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const breakpoints = ['sm', 'md', 'lg'] as const;

export default function ResponsiveFontSizes() {
  const [factor, setFactor] = React.useState(2);
  const theme = React.useMemo(() => responsiveFontSizes(createTheme(), { factor }), [factor]);

  // Each variant keeps its base size and gains one media query per breakpoint.
  const sizeAt = (variant: TypographyVariant, breakpoint: (typeof breakpoints)[number] | 'xs') => {
    const style = theme.typography[variant] as Record<string, unknown>;
    if (breakpoint === 'xs') {
      return String(style.fontSize);
    }
    const query = style[theme.breakpoints.up(breakpoint)] as { fontSize?: string } | undefined;
    return query?.fontSize ?? '–';
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 420 }}>
        <Typography id="responsive-factor-label" variant="body2" gutterBottom>
          factor: {factor}
          {factor === 2 ? ' (default)' : ''}: the larger, the smaller headings get on narrow screens
        </Typography>
        <Slider
          value={factor}
          onChange={(_event, value) => setFactor(value)}
          min={1}
          max={5}
          step={0.5}
          marks
          aria-labelledby="responsive-factor-label"
        />
      </Box>
      <ThemeProvider theme={(outerTheme: Theme) => ({ ...outerTheme, typography: theme.typography })}>
        <Typography variant="h3" component="p">
          Spring catalogue
        </Typography>
      </ThemeProvider>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Heading sizes at each breakpoint">
          <TableHead>
            <TableRow>
              <TableCell>Variant</TableCell>
              <TableCell>xs</TableCell>
              {breakpoints.map((breakpoint) => (
                <TableCell key={breakpoint}>
                  {breakpoint} ({theme.breakpoints.values[breakpoint]}px+)
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {variants.map((variant) => (
              <TableRow key={variant}>
                <TableCell component="th" scope="row">
                  {variant}
                </TableCell>
                {(['xs', ...breakpoints] as const).map((breakpoint) => (
                  <TableCell key={breakpoint} sx={{ fontFamily: 'monospace' }}>
                    {sizeAt(variant, breakpoint)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
