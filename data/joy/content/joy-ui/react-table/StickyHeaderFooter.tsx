import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

// Daily rainfall for one month at a weather station, in millimetres.
const rainfall = [
  0, 2.4, 11.8, 6.2, 0, 0, 0.4, 3.1, 14.6, 22.0, 5.3, 0, 0, 1.2, 0.8, 0, 7.7, 12.9, 4.4, 0, 0, 0, 2.6, 9.5, 18.3, 3.0, 0, 0.2, 0, 1.1,
];
const days = rainfall.map((mm, index) => ({ day: index + 1, mm, wet: mm >= 1 }));
const total = rainfall.reduce((sum, mm) => sum + mm, 0);

export default function StickyHeaderFooter() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Daily rainfall in April, scrollable"
      sx={{ height: 300, overflow: 'auto', borderRadius: 'sm' }}
    >
      <Table
        stickyHeader
        stickyFooter
        hoverRow
        aria-label="Daily rainfall in April"
        sx={{ '& td, & thead th:not(:first-of-type)': { textAlign: 'right' } }}
      >
        <thead>
          <tr>
            <th>Day</th>
            <th>Rain (mm)</th>
            <th>Wet day</th>
          </tr>
        </thead>
        <tbody>
          {days.map((row) => (
            <tr key={row.day}>
              <th scope="row">{row.day} April</th>
              <td>{row.mm.toFixed(1)}</td>
              <td>{row.wet ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Month</th>
            <td>{total.toFixed(1)}</td>
            <td>{days.filter((row) => row.wet).length} days</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
