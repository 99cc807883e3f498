import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Average monthly visits per section, in thousands.
const sections: [string, number][] = [
  ['Home', 182],
  ['Pricing', 96],
  ['Blog', 141],
  ['Documentation', 214],
  ['Changelog', 38],
  ['Careers', 57],
  ['Customer stories', 29],
  ['Status', 24],
  ['Help center', 118],
  ['Contact', 33],
  ['Partners', 19],
  ['Security', 15],
];

// A seasonal wave around each average: made up, but stable between renders.
const rows = sections.map(([section, average], row) => ({
  section,
  visits: months.map((_, month) => Math.round(average * (1 + 0.18 * Math.sin(month * 0.9 + row * 1.7)))),
}));

const stickyColumn = {
  position: 'sticky',
  left: 0,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

export default function WideStickyTable() {
  return (
    <Paper sx={{ width: '100%', overflow: 'hidden' }}>
      <TableContainer sx={{ maxHeight: 380 }} tabIndex={0} role="region" aria-label="Monthly visits by section, scrollable">
        <Table stickyHeader size="small" aria-label="Monthly visits by section (thousands)">
          <TableHead>
            <TableRow>
              {/* Sticky in both directions: above the other header cells and the sticky body cells. */}
              <TableCell sx={{ ...stickyColumn, zIndex: 3, minWidth: 150 }}>Section</TableCell>
              {months.map((month) => (
                <TableCell key={month} align="right" sx={{ minWidth: 64 }}>
                  {month}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ minWidth: 80, fontWeight: 'bold' }}>
                Year
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.section} hover>
                <TableCell component="th" scope="row" sx={{ ...stickyColumn, zIndex: 1 }}>
                  {row.section}
                </TableCell>
                {row.visits.map((value, index) => (
                  <TableCell key={months[index]} align="right">
                    {value}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                  {row.visits.reduce((sum, value) => sum + value, 0).toLocaleString('en-US')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
