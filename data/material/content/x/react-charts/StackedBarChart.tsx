import Box from '@mui/material/Box';
import { useColorScheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { blueberryTwilightPaletteDark, blueberryTwilightPaletteLight } from '@mui/x-charts/colorPalettes';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Electricity a regional grid generated per month, in gigawatt-hours, by source.
const gwh = (value: number | null) => (value === null ? '' : `${value} GWh`);

export default function StackedBarChart() {
  // The fourth colour of the light palette is too dark on a dark background: follow the mode.
  const { colorScheme } = useColorScheme();

  return (
    <Box
      role="img"
      aria-label="Monthly electricity generation by source, January to June, stacked. The total rises from 400 to 428 gigawatt-hours; solar grows from 22 to 118 while gas falls from 170 to 70."
    >
      <BarChart
        height={320}
        margin={{ left: 70 }}
        colors={colorScheme === 'dark' ? blueberryTwilightPaletteDark : blueberryTwilightPaletteLight}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ valueFormatter: (value: number) => `${value} GWh` }]}
        series={[
          { data: [22, 35, 61, 84, 105, 118], label: 'Solar', stack: 'mix', valueFormatter: gwh },
          { data: [128, 120, 116, 98, 86, 80], label: 'Wind', stack: 'mix', valueFormatter: gwh },
          { data: [80, 86, 95, 102, 110, 104], label: 'Hydro', stack: 'mix', valueFormatter: gwh },
          { data: [170, 150, 112, 88, 70, 70], label: 'Gas', stack: 'mix', valueFormatter: gwh },
        ]}
      />
    </Box>
  );
}
