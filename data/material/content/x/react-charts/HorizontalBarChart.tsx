import Box from '@mui/material/Box';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';

// A branch library's loans last month, by shelf section; sorted so the longest bar is on top.
const sections = ['Crime fiction', 'Children', 'Cookery', 'Travel', 'Biography', 'Science', 'Poetry'];
const loans = [412, 388, 205, 164, 150, 97, 41];

export default function HorizontalBarChart() {
  return (
    <Box
      role="img"
      aria-label="Library loans last month by section: crime fiction 412, children 388, cookery 205, travel 164, biography 150, science 97, poetry 41."
    >
      <BarChart
        height={340}
        layout="horizontal"
        margin={{ left: 100, right: 30, top: 20 }}
        yAxis={[{ scaleType: 'band', data: sections }]}
        xAxis={[{ label: 'Loans' }]}
        series={[{ data: loans, label: 'Loans' }]}
        // The value inside each bar, left out when the bar is too short to hold it.
        barLabel={(item, { bar }) => (bar.width < 36 ? null : String(item.value))}
        slotProps={{ legend: { hidden: true } }}
        // Dark text keeps its contrast on the light teal bar in both modes.
        sx={(theme) => ({ [`& .${barLabelClasses.root}`]: { fill: (theme.vars ?? theme).palette.common.black } })}
      />
    </Box>
  );
}
