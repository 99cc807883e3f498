import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const readings = Array.from({ length: 24 }, (_, hour) => ({
  time: `${String(hour).padStart(2, '0')}:00`,
  temperature: Math.round(12 + 6 * Math.sin(((hour - 9) / 24) * 2 * Math.PI)),
  humidity: 55 + ((hour * 7) % 30),
  wind: 5 + ((hour * 3) % 15),
}));

export default function StickyHeaderTable() {
  return (
    <Paper sx={{ width: '100%', overflow: 'hidden' }}>
      <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="region" aria-label="Hourly weather readings, scrollable">
        <Table stickyHeader size="small" aria-label="Hourly weather readings">
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell align="right">Temperature (°C)</TableCell>
              <TableCell align="right">Humidity (%)</TableCell>
              <TableCell align="right">Wind (km/h)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {readings.map((row) => (
              <TableRow key={row.time} hover>
                <TableCell component="th" scope="row">
                  {row.time}
                </TableCell>
                <TableCell align="right">{row.temperature}</TableCell>
                <TableCell align="right">{row.humidity}</TableCell>
                <TableCell align="right">{row.wind}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
