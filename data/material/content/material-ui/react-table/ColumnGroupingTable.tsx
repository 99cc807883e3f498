import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const stations = [
  { name: 'Aberdeen', min: 2.1, mean: 7.4, max: 12.6, rain: 812, days: 171 },
  { name: 'Bordeaux', min: 8.4, mean: 13.8, max: 19.2, rain: 944, days: 124 },
  { name: 'Bratislava', min: 5.3, mean: 10.6, max: 15.8, rain: 565, days: 102 },
  { name: 'Cork', min: 6.0, mean: 10.3, max: 14.1, rain: 1209, days: 191 },
  { name: 'Innsbruck', min: 3.5, mean: 9.4, max: 15.5, rain: 883, days: 118 },
  { name: 'Kraków', min: 3.6, mean: 8.9, max: 13.9, rain: 662, days: 163 },
  { name: 'Málaga', min: 13.2, mean: 18.5, max: 23.6, rain: 534, days: 46 },
  { name: 'Palermo', min: 14.9, mean: 18.9, max: 22.9, rain: 605, days: 70 },
  { name: 'Tampere', min: 0.1, mean: 4.9, max: 9.0, rain: 623, days: 117 },
  { name: 'Thessaloniki', min: 10.3, mean: 15.9, max: 21.1, rain: 447, days: 72 },
];

// The height of the first header row, so the second one sticks just below it.
const FIRST_HEADER_ROW_HEIGHT = 57;

export default function ColumnGroupingTable() {
  return (
    <Paper sx={{ width: '100%', overflow: 'hidden' }}>
      <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} role="region" aria-label="Annual climate by station, scrollable">
        <Table stickyHeader sx={{ minWidth: 560 }} aria-label="Annual climate by station">
          <TableHead>
            <TableRow>
              <TableCell rowSpan={2} sx={{ verticalAlign: 'bottom' }}>
                Station
              </TableCell>
              <TableCell scope="colgroup" colSpan={3} align="center">
                Temperature (°C)
              </TableCell>
              <TableCell scope="colgroup" colSpan={2} align="center">
                Precipitation
              </TableCell>
            </TableRow>
            <TableRow sx={{ '& th': { top: FIRST_HEADER_ROW_HEIGHT } }}>
              <TableCell align="right">Min</TableCell>
              <TableCell align="right">Mean</TableCell>
              <TableCell align="right">Max</TableCell>
              <TableCell align="right">Total (mm)</TableCell>
              <TableCell align="right">Days</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stations.map((station) => (
              <TableRow key={station.name} hover>
                <TableCell component="th" scope="row">
                  {station.name}
                </TableCell>
                <TableCell align="right">{station.min.toFixed(1)}</TableCell>
                <TableCell align="right">{station.mean.toFixed(1)}</TableCell>
                <TableCell align="right">{station.max.toFixed(1)}</TableCell>
                <TableCell align="right">{station.rain}</TableCell>
                <TableCell align="right">{station.days}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
