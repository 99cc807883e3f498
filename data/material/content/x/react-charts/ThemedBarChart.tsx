import Box from '@mui/material/Box';
import { useColorScheme, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const kwh = (value: number | null) => (value === null ? '' : `${value} kWh`);

export default function ThemedBarChart() {
  const theme = useTheme();
  // Series colours must be real colours (the chart lightens them on hover), so they come from
  // the current scheme's palette; the CSS rules below can use the theme's CSS variables.
  const { colorScheme = 'light' } = useColorScheme();
  const palette = theme.colorSchemes[colorScheme]?.palette ?? theme.palette;

  return (
    <Box
      role="img"
      aria-label="Output of a rooftop solar installation per month, 2024 against 2025: 2025 is higher in every month, from 96 against 88 kWh in January to 512 against 468 kWh in June."
    >
      <BarChart
        height={300}
        margin={{ top: 50, left: 50 }}
        xAxis={[{ scaleType: 'band', data: months, disableLine: true, disableTicks: true }]}
        yAxis={[{ disableLine: true, disableTicks: true, tickNumber: 5 }]}
        colors={[palette.grey[500], palette.primary.main]}
        series={[
          { data: [88, 142, 251, 334, 421, 468], label: '2024', valueFormatter: kwh },
          { data: [96, 158, 276, 361, 455, 512], label: '2025', valueFormatter: kwh },
        ]}
        borderRadius={6}
        grid={{ horizontal: true }}
        sx={{
          [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4', stroke: (theme.vars ?? theme).palette.divider },
          [`& .${axisClasses.tickLabel}`]: { fill: (theme.vars ?? theme).palette.text.secondary },
        }}
      />
    </Box>
  );
}
