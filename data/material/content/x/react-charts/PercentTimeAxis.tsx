import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Share of parcels a courier delivered on time, per week of the first quarter of 2025.
// Dates are UTC timestamps, so the axis reads the same in every time zone.
const DAY = 24 * 60 * 60 * 1000;
const firstMonday = Date.UTC(2025, 0, 6);
const weeks = Array.from({ length: 12 }, (_, index) => new Date(firstMonday + index * 7 * DAY));
const onTime = [0.912, 0.934, 0.941, 0.897, 0.862, 0.918, 0.947, 0.952, 0.958, 0.944, 0.961, 0.966];

// One tick on the first of each month, whatever the number of weeks shown.
const monthStarts = [Date.UTC(2025, 0, 1), Date.UTC(2025, 1, 1), Date.UTC(2025, 2, 1), Date.UTC(2025, 3, 1)].map((time) => new Date(time));
const monthTick = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const weekLabel = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export default function PercentTimeAxis() {
  return (
    <Box
      role="img"
      aria-label="On-time delivery rate per week, January to March 2025: between 91% and 94% in January, a dip to 86.2% in early February, then a steady climb to 96.6% by the end of March."
    >
      <LineChart
        height={300}
        margin={{ top: 20, left: 55, right: 30 }}
        xAxis={[
          {
            scaleType: 'utc',
            data: weeks,
            min: monthStarts[0],
            max: monthStarts[3],
            tickInterval: monthStarts,
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? monthTick.format(date) : `Week of ${weekLabel.format(date)}`,
          },
        ]}
        yAxis={[
          {
            min: 0.8,
            max: 1,
            tickMinStep: 0.05,
            valueFormatter: (value: number) => percent.format(value),
          },
        ]}
        series={[
          {
            data: onTime,
            label: 'On time',
            valueFormatter: (value) => (value === null ? '' : percent.format(value)),
          },
        ]}
        grid={{ horizontal: true }}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
