import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const HeaderCell = styled(TableCell)(({ theme }) => ({
  [`&.${tableCellClasses.head}`]: {
    backgroundColor: (theme.vars ?? theme).palette.primary.dark,
    color: (theme.vars ?? theme).palette.primary.contrastText,
    fontWeight: theme.typography.fontWeightBold,
  },
}));

// Zebra stripes: every odd row gets the theme's hover tint, and the last row loses its bottom border.
const StripedRow = styled(TableRow)(({ theme }) => ({
  '&:nth-of-type(odd)': {
    backgroundColor: (theme.vars ?? theme).palette.action.hover,
  },
  '&:last-child td, &:last-child th': {
    border: 0,
  },
}));

const departures = [
  { time: '07:42', destination: 'Ghent', platform: 3, status: 'On time' },
  { time: '07:55', destination: 'Antwerp Central', platform: 5, status: 'Delayed 6 min' },
  { time: '08:03', destination: 'Liège-Guillemins', platform: 1, status: 'On time' },
  { time: '08:10', destination: 'Bruges', platform: 7, status: 'Cancelled' },
  { time: '08:24', destination: 'Leuven', platform: 2, status: 'On time' },
  { time: '08:31', destination: 'Namur', platform: 4, status: 'Delayed 2 min' },
];

function statusColor(status: string) {
  if (status === 'Cancelled') {
    return 'error';
  }
  return status.startsWith('Delayed') ? 'warning' : 'success';
}

export default function CustomizedTable() {
  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 480 }} aria-label="Departures">
        <TableHead>
          <TableRow>
            <HeaderCell>Time</HeaderCell>
            <HeaderCell>Destination</HeaderCell>
            <HeaderCell align="right">Platform</HeaderCell>
            <HeaderCell>Status</HeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {departures.map((departure) => (
            <StripedRow key={departure.time}>
              <TableCell component="th" scope="row" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {departure.time}
              </TableCell>
              <TableCell>{departure.destination}</TableCell>
              <TableCell align="right">{departure.platform}</TableCell>
              <TableCell>
                {/* The dot repeats the status in color; the text carries the meaning. */}
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: `${statusColor(departure.status)}.main` }}
                  />
                  {departure.status}
                </Box>
              </TableCell>
            </StripedRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
