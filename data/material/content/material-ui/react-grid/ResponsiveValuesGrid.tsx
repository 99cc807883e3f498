import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Breakpoint } from '@mui/material/styles';

const columns = { xs: 4, sm: 8, md: 12 };
const spacing = { xs: 1, sm: 2, md: 3 };

// Each breakpoint applies from its min-width upward until a wider one takes over.
const rows: { key: Breakpoint; from: number; columns: number; spacing: number }[] = [
  { key: 'xs', from: 0, columns: 4, spacing: 1 },
  { key: 'sm', from: 600, columns: 8, spacing: 2 },
  { key: 'md', from: 900, columns: 12, spacing: 3 },
  { key: 'lg', from: 1200, columns: 12, spacing: 3 },
  { key: 'xl', from: 1536, columns: 12, spacing: 3 },
];

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export default function ResponsiveValuesGrid() {
  const theme = useTheme();
  const matches = [
    true,
    useMediaQuery(theme.breakpoints.up('sm')),
    useMediaQuery(theme.breakpoints.up('md')),
    useMediaQuery(theme.breakpoints.up('lg')),
    useMediaQuery(theme.breakpoints.up('xl')),
  ];
  const current = rows[matches.lastIndexOf(true)].key;
  // The server knows no window: it renders 0 and the browser fills in the real width.
  const windowWidth = React.useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 0,
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Window width: <strong>{windowWidth ? `${windowWidth}px` : '…'}</strong>, breakpoint <strong>{current}</strong>. Resize the window to
        see the grid change.
      </Typography>
      <TableContainer sx={{ mb: 2 }}>
        <Table size="small" aria-label="Values at each breakpoint">
          <TableHead>
            <TableRow>
              <TableCell>Breakpoint</TableCell>
              <TableCell align="right">columns</TableCell>
              <TableCell align="right">spacing</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} selected={row.key === current} aria-current={row.key === current ? 'true' : undefined}>
                <TableCell component="th" scope="row">
                  <strong>{row.key}</strong> from {row.from}px{row.key === current ? ' (current)' : ''}
                </TableCell>
                <TableCell align="right">{row.columns}</TableCell>
                <TableCell align="right">{row.spacing}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Grid container columns={columns} spacing={spacing}>
        {Array.from({ length: 6 }, (_, index) => (
          <Grid key={index} size={2}>
            <Paper variant="outlined" sx={{ p: 1, textAlign: 'center' }}>
              Photo {index + 1}
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
