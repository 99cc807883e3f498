import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const steps = [6420, 9130, 7780, 10450, 5210, 12860, 8300];
const goal = 8000;

export default function StepGoalReferenceLine() {
  const theme = useTheme();
  // CSS variables of the theme: the line and its label follow light and dark mode.
  const { palette } = theme.vars ?? theme;

  return (
    <Box
      role="img"
      aria-label="Daily steps in one week against a goal of 8,000: the goal was met on Tuesday, Thursday, Saturday and Sunday, and missed on Monday, Wednesday and Friday."
    >
      <BarChart
        height={300}
        margin={{ top: 20, left: 60 }}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ valueFormatter: (value: number) => (value === 0 ? '0' : `${value / 1000}k`) }]}
        series={[
          {
            data: steps,
            label: 'Steps',
            valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
      >
        <ChartsReferenceLine
          y={goal}
          label="Goal 8,000"
          labelAlign="start"
          lineStyle={{ stroke: palette.warning.main, strokeDasharray: '6 4', strokeWidth: 2 }}
          labelStyle={{ fill: palette.text.primary, fontSize: 12, fontWeight: 500 }}
        />
      </BarChart>
    </Box>
  );
}
