import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

const shipments = [
  ['SH-2041', 'Rotterdam', 'In transit', 12],
  ['SH-2042', 'Lyon', 'Delivered', 4],
  ['SH-2043', 'Gdańsk', 'Delayed', 21],
  ['SH-2044', 'Porto', 'Delivered', 7],
  ['SH-2045', 'Tallinn', 'In transit', 15],
  ['SH-2046', 'Bilbao', 'Awaiting pickup', 3],
  ['SH-2047', 'Graz', 'Delivered', 9],
  ['SH-2048', 'Aarhus', 'In transit', 18],
  ['SH-2049', 'Brno', 'Delivered', 6],
  ['SH-2050', 'Cork', 'Delayed', 11],
  ['SH-2051', 'Turin', 'In transit', 14],
  ['SH-2052', 'Ghent', 'Delivered', 2],
  ['SH-2053', 'Malmö', 'Awaiting pickup', 8],
  ['SH-2054', 'Split', 'In transit', 16],
] as const;

export default function TablePaginationDemo() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  // -1 is the "All" option.
  const rows = rowsPerPage === -1 ? shipments : shipments.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <TableContainer>
        <Table size="small" aria-label="Shipments">
          <TableHead>
            <TableRow>
              <TableCell>Shipment</TableCell>
              <TableCell>Destination</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Parcels</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([id, city, status, parcels]) => (
              <TableRow key={id}>
                <TableCell>{id}</TableCell>
                <TableCell>{city}</TableCell>
                <TableCell>{status}</TableCell>
                <TableCell align="right">{parcels}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={shipments.length}
        page={page}
        onPageChange={(_event, newPage) => setPage(newPage)}
        rowsPerPage={rowsPerPage}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(parseInt(event.target.value, 10));
          setPage(0);
        }}
        rowsPerPageOptions={[5, 10, { value: -1, label: 'All' }]}
        labelRowsPerPage="Rows:"
      />
    </Paper>
  );
}
