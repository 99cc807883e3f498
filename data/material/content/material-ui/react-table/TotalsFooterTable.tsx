import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const lines = [
  { item: 'Design review', hours: 6, rate: 90 },
  { item: 'Frontend build', hours: 24, rate: 85 },
  { item: 'Accessibility audit', hours: 5, rate: 95 },
];

const total = lines.reduce((sum, line) => sum + line.hours * line.rate, 0);

export default function TotalsFooterTable() {
  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 420 }} aria-label="Invoice">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Hours</TableCell>
            <TableCell align="right">Rate ($)</TableCell>
            <TableCell align="right">Amount ($)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.item}>
              <TableCell component="th" scope="row">
                {line.item}
              </TableCell>
              <TableCell align="right">{line.hours}</TableCell>
              <TableCell align="right">{line.rate}</TableCell>
              <TableCell align="right">{line.hours * line.rate}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={3}>
              Total
            </TableCell>
            <TableCell align="right">{total}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
