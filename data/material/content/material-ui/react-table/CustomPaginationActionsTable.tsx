import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

interface PageJumpActionsProps {
  count: number;
  page: number;
  rowsPerPage: number;
  onPageChange: (event: React.MouseEvent<HTMLButtonElement> | null, page: number) => void;
}

// Replaces the default arrows: previous and next buttons around a select that jumps to any page.
function PageJumpActions({ count, page, rowsPerPage, onPageChange }: PageJumpActionsProps) {
  const theme = useTheme();
  const pageCount = Math.max(1, Math.ceil(count / rowsPerPage));
  const isRtl = theme.direction === 'rtl';

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, ml: 2, gap: 0.5 }}>
      <IconButton onClick={(event) => onPageChange(event, page - 1)} disabled={page === 0} aria-label="Previous page">
        {isRtl ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
      </IconButton>
      <TextField
        select
        size="small"
        variant="standard"
        label="Page"
        value={page}
        onChange={(event) => onPageChange(null, Number(event.target.value))}
        sx={{ minWidth: 64 }}
      >
        {Array.from({ length: pageCount }, (_, index) => (
          <MenuItem key={index} value={index}>
            {index + 1}
          </MenuItem>
        ))}
      </TextField>
      <IconButton onClick={(event) => onPageChange(event, page + 1)} disabled={page >= pageCount - 1} aria-label="Next page">
        {isRtl ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
      </IconButton>
    </Box>
  );
}

const rooms = ['Atlas', 'Birch', 'Cedar', 'Delta'];
const teams = ['Design', 'Finance', 'Legal', 'Sales', 'Support'];

const bookings = Array.from({ length: 38 }, (_, index) => ({
  id: index + 1,
  room: rooms[index % rooms.length],
  team: teams[(index * 3) % teams.length],
  date: `${String(3 + Math.floor(index / 4)).padStart(2, '0')} Jun`,
  start: `${9 + (index % 8)}:${index % 2 === 0 ? '00' : '30'}`,
}));

export default function CustomPaginationActionsTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const visibleRows = bookings.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 560 }} aria-label="Meeting room bookings">
        <TableHead>
          <TableRow>
            <TableCell>Booking</TableCell>
            <TableCell>Room</TableCell>
            <TableCell>Team</TableCell>
            <TableCell align="right">Date</TableCell>
            <TableCell align="right">Start</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visibleRows.map((booking) => (
            <TableRow key={booking.id}>
              <TableCell component="th" scope="row">
                B-{String(booking.id).padStart(3, '0')}
              </TableCell>
              <TableCell>{booking.room}</TableCell>
              <TableCell>{booking.team}</TableCell>
              <TableCell align="right">{booking.date}</TableCell>
              <TableCell align="right">{booking.start}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              colSpan={5}
              count={bookings.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, 20]}
              onPageChange={(event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(parseInt(event.target.value, 10));
                setPage(0);
              }}
              ActionsComponent={PageJumpActions}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
