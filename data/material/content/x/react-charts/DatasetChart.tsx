import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// One row per harvest week of an orchard co-operative, as it could come from an API or a CSV file.
const harvest = [
  { week: 'Week 34', apples: 1240, pears: 620, plums: 910 },
  { week: 'Week 35', apples: 1580, pears: 740, plums: 1120 },
  { week: 'Week 36', apples: 2110, pears: 880, plums: 760 },
  { week: 'Week 37', apples: 2460, pears: 1010, plums: 420 },
  { week: 'Week 38', apples: 2290, pears: 930, plums: 150 },
  { week: 'Week 39', apples: 1870, pears: 690, plums: 0 },
];

const kilograms = (value: number | null) => (value === null ? '' : `${value.toLocaleString('en-US')} kg`);

export default function DatasetChart() {
  return (
    <Box
      role="img"
      aria-label="Orchard harvest per week, weeks 34 to 39, in kilograms. Apples peak in week 37 at 2,460 kg, pears in week 37 at 1,010 kg; plums peak in week 35 at 1,120 kg and end by week 39."
    >
      <BarChart
        height={320}
        margin={{ left: 55 }}
        dataset={harvest}
        xAxis={[{ scaleType: 'band', dataKey: 'week' }]}
        yAxis={[{ valueFormatter: (value: number) => (value === 0 ? '0' : `${value / 1000} t`) }]}
        series={[
          { dataKey: 'apples', label: 'Apples', valueFormatter: kilograms },
          { dataKey: 'pears', label: 'Pears', valueFormatter: kilograms },
          { dataKey: 'plums', label: 'Plums', valueFormatter: kilograms },
        ]}
      />
    </Box>
  );
}
