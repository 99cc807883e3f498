import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const rows = [
  { city: 'Lisbon', country: 'Portugal', population: 545, area: 100 },
  { city: 'Oslo', country: 'Norway', population: 709, area: 454 },
  { city: 'Porto', country: 'Portugal', population: 232, area: 41 },
  { city: 'Tallinn', country: 'Estonia', population: 454, area: 159 },
  { city: 'Valencia', country: 'Spain', population: 807, area: 135 },
];

export default function BasicTable() {
  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 480 }} aria-label="European cities">
        <TableHead>
          <TableRow>
            <TableCell>City</TableCell>
            <TableCell>Country</TableCell>
            <TableCell align="right">Population (thousands)</TableCell>
            <TableCell align="right">Area (km²)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.city} sx={{ '&:last-child td, &:last-child th': { border: 0 } }}>
              <TableCell component="th" scope="row">
                {row.city}
              </TableCell>
              <TableCell>{row.country}</TableCell>
              <TableCell align="right">{row.population}</TableCell>
              <TableCell align="right">{row.area}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
