import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsAxisData } from '@mui/x-charts/ChartsOnAxisClickHandler';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Average daily high and low (°C) in a lakeside town.
const series = [
  { id: 'high', label: 'High', data: [3, 5, 10, 15, 19, 23, 26, 25, 21, 14, 8, 4] },
  { id: 'low', label: 'Low', data: [-4, -3, 0, 4, 8, 12, 14, 14, 10, 5, 1, -2] },
].map((item) => ({ ...item, valueFormatter: (value: number | null) => `${value} °C` }));

export default function AxisClickStatus() {
  const [clicked, setClicked] = React.useState<ChartsAxisData | null>(null);

  return (
    <Stack spacing={1}>
      <Box
        role="img"
        aria-label="Average daily high and low temperature per month in a lakeside town: highs from 3 °C in January to 26 °C in July; lows from −4 °C in January to 14 °C in July and August."
      >
        <LineChart
          height={300}
          margin={{ top: 50, left: 45 }}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
          series={series}
          onAxisClick={(_event, data) => setClicked(data)}
        />
      </Box>
      <Typography role="status" variant="body2">
        {clicked
          ? `${clicked.axisValue}: high ${clicked.seriesValues.high} °C, low ${clicked.seriesValues.low} °C.`
          : 'Click anywhere above a month to read both values.'}
      </Typography>
    </Stack>
  );
}
