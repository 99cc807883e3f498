import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

// Visits to a city museum per month, in thousands, by ticket type.
const thousands = (value: number | null) => (value === null ? '' : `${value.toFixed(1)}k visits`);

export default function StackedAreaChart() {
  return (
    <Box
      role="img"
      aria-label="Museum visits per month by ticket type, stacked areas, January to August. Full-price tickets grow from 6.2 to 14.8 thousand in August; reduced tickets and member visits stay between 2 and 5 thousand each."
    >
      <LineChart
        height={320}
        // Smaller legend entries: the three fit on one line on a phone.
        slotProps={{ legend: { itemMarkWidth: 12, itemMarkHeight: 12, labelStyle: { fontSize: 14 } } }}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ valueFormatter: (value: number) => (value === 0 ? '0' : `${value}k`) }]}
        series={[
          {
            data: [6.2, 6.8, 8.1, 9.4, 10.2, 12.6, 14.1, 14.8],
            label: 'Full price',
            area: true,
            stack: 'visits',
            showMark: false,
            valueFormatter: thousands,
          },
          {
            data: [2.1, 2.4, 3.0, 3.6, 3.9, 4.4, 4.9, 4.7],
            label: 'Reduced',
            area: true,
            stack: 'visits',
            showMark: false,
            valueFormatter: thousands,
          },
          {
            data: [3.4, 3.1, 3.3, 3.0, 2.8, 2.6, 2.2, 2.3],
            label: 'Members',
            area: true,
            stack: 'visits',
            showMark: false,
            valueFormatter: thousands,
          },
        ]}
      />
    </Box>
  );
}
