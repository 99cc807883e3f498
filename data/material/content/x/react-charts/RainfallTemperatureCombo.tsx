import Box from '@mui/material/Box';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Climate of a coastal town: rainfall (mm) and mean temperature (°C) per month.
const rainfall = [96, 74, 68, 52, 47, 31, 18, 24, 49, 88, 112, 104];
const temperature = [8, 9, 11, 13, 16, 20, 23, 23, 20, 16, 12, 9];

export default function RainfallTemperatureCombo() {
  return (
    <Box
      role="img"
      aria-label="Rainfall and temperature per month in a coastal town. Rain is heaviest in November (112 mm) and lightest in July (18 mm); the temperature peaks at 23 °C in July and August and is lowest in January (8 °C)."
    >
      <ResponsiveChartContainer
        height={340}
        margin={{ left: 55, right: 55, top: 50 }}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[
          { id: 'rain', min: 0, max: 120 },
          { id: 'temperature', min: 0, max: 30 },
        ]}
        series={[
          {
            type: 'bar',
            yAxisId: 'rain',
            data: rainfall,
            label: 'Rainfall',
            valueFormatter: (value) => `${value} mm`,
          },
          {
            type: 'line',
            yAxisId: 'temperature',
            data: temperature,
            label: 'Temperature',
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
      >
        <ChartsGrid horizontal />
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="rain" position="left" label="Rainfall (mm)" />
        <ChartsYAxis axisId="temperature" position="right" label="Temperature (°C)" />
        <ChartsAxisHighlight x="band" />
        <ChartsLegend />
        <ChartsTooltip trigger="axis" />
      </ResponsiveChartContainer>
    </Box>
  );
}
