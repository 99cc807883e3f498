import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';

// Each row calls one helper; useMediaQuery evaluates the same string in the browser.
const calls: { label: string; query: (theme: Theme) => string }[] = [
  { label: "up('md')", query: (theme) => theme.breakpoints.up('md') },
  { label: "down('md')", query: (theme) => theme.breakpoints.down('md') },
  { label: "only('sm')", query: (theme) => theme.breakpoints.only('sm') },
  { label: "not('sm')", query: (theme) => theme.breakpoints.not('sm') },
  { label: "between('sm', 'lg')", query: (theme) => theme.breakpoints.between('sm', 'lg') },
  { label: 'up(1000)', query: (theme) => theme.breakpoints.up(1000) },
];

function QueryRow({ label, query }: { label: string; query: string }) {
  const matches = useMediaQuery(query);
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {label}
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>{query}</TableCell>
      <TableCell>
        <Chip
          size="small"
          label={matches ? 'Yes' : 'No'}
          color={matches ? 'success' : 'default'}
          variant={matches ? 'filled' : 'outlined'}
        />
      </TableCell>
    </TableRow>
  );
}

function CurrentBreakpoint() {
  const theme = useTheme();
  const fromSm = useMediaQuery(theme.breakpoints.up('sm'));
  const fromMd = useMediaQuery(theme.breakpoints.up('md'));
  const fromLg = useMediaQuery(theme.breakpoints.up('lg'));
  const fromXl = useMediaQuery(theme.breakpoints.up('xl'));
  // The last range that has started is the current one.
  const current = [fromSm && 'sm', fromMd && 'md', fromLg && 'lg', fromXl && 'xl'].filter(Boolean).pop() || 'xs';
  return (
    <Typography variant="body2" role="status">
      Current breakpoint: <strong>{current}</strong> (resize the window to change it)
    </Typography>
  );
}

export default function BreakpointQueries() {
  const theme = useTheme();
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <CurrentBreakpoint />
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Breakpoint helpers and whether they match this window">
          <TableHead>
            <TableRow>
              <TableCell>theme.breakpoints.</TableCell>
              <TableCell>Returns</TableCell>
              <TableCell>Matches now</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {calls.map(({ label, query }) => (
              <QueryRow key={label} label={label} query={query(theme)} />
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
