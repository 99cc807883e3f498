import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

function Row({ helper, query }: { helper: string; query: string }) {
  const matches = useMediaQuery(query);
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
        {helper}
      </TableCell>
      <TableCell sx={{ fontWeight: matches ? 'bold' : undefined, color: matches ? 'success.main' : 'text.secondary' }}>
        {matches ? 'true' : 'false'}
      </TableCell>
    </TableRow>
  );
}

export default function BreakpointQueries() {
  const theme = useTheme();
  const rows = [
    { helper: "up('sm')", query: theme.breakpoints.up('sm') },
    { helper: "up('md')", query: theme.breakpoints.up('md') },
    { helper: "down('md')", query: theme.breakpoints.down('md') },
    { helper: "between('sm', 'lg')", query: theme.breakpoints.between('sm', 'lg') },
    { helper: "only('xs')", query: theme.breakpoints.only('xs') },
    { helper: "not('lg')", query: theme.breakpoints.not('lg') },
  ];

  return (
    <TableContainer sx={{ maxWidth: 360 }}>
      <Table size="small" aria-label="Breakpoint queries and whether they match">
        <TableHead>
          <TableRow>
            <TableCell>theme.breakpoints.</TableCell>
            <TableCell>Matches</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <Row key={row.helper} {...row} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
