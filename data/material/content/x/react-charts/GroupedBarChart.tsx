import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Items a small bakery sold each day of one week, one series per product line.
const bread = [48, 52, 45, 50, 61, 84, 70];
const pastries = [35, 31, 38, 36, 47, 72, 66];
const cakes = [6, 4, 7, 5, 12, 21, 18];

export default function GroupedBarChart() {
  return (
    <Box
      role="img"
      aria-label="Bakery sales per weekday: bread, pastries and cakes. All three peak on Saturday, with 84 loaves, 72 pastries and 21 cakes; cakes stay under 8 a day from Monday to Thursday."
    >
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        series={[
          { data: bread, label: 'Bread' },
          { data: pastries, label: 'Pastries' },
          { data: cakes, label: 'Cakes' },
        ]}
      />
    </Box>
  );
}
