import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Monthly revenue of a bicycle repair shop, in US dollars.
const months = ['January', 'February', 'March', 'April', 'May', 'June'];
const revenue = [18420, 16950, 22310, 27880, 31240, 29615];

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const fullUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function CurrencyAxis() {
  return (
    <Box
      role="img"
      aria-label="Monthly revenue of a bicycle repair shop, January to June 2025: $18,420 in January, a dip to $16,950 in February, then growth to a high of $31,240 in May."
    >
      <BarChart
        height={300}
        margin={{ top: 20, left: 60 }}
        xAxis={[
          {
            scaleType: 'band',
            data: months,
            // 'Jan' under the bars, 'January 2025' in the tooltip.
            valueFormatter: (month: string, context) => (context.location === 'tick' ? month.slice(0, 3) : `${month} 2025`),
          },
        ]}
        yAxis={[
          {
            min: 0,
            tickNumber: 4,
            valueFormatter: (value: number) => compactUsd.format(value),
          },
        ]}
        series={[
          {
            data: revenue,
            label: 'Revenue',
            valueFormatter: (value) => (value === null ? 'No data' : fullUsd.format(value)),
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
