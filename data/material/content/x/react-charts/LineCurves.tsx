import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Mean daily temperature (°C) in a mountain town.
const temperature = [-4, -3, 1, 5, 10, 14, 17, 16, 12, 7, 1, -3];

const curves: { value: CurveType; label: string }[] = [
  { value: 'monotoneX', label: 'Monotone' },
  { value: 'linear', label: 'Linear' },
  { value: 'natural', label: 'Natural' },
  { value: 'step', label: 'Step' },
];

export default function LineCurves() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={curve}
        onChange={(_event, next: CurveType | null) => next && setCurve(next)}
        aria-label="Line interpolation"
        sx={{ flexWrap: 'wrap' }}
      >
        {curves.map((item) => (
          <ToggleButton key={item.value} value={item.value}>
            {item.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        role="img"
        aria-label="Mean daily temperature per month in a mountain town: from −4 °C in January up to 17 °C in July and back to −3 °C in December."
      >
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
          series={[
            {
              data: temperature,
              label: 'Mean temperature',
              curve,
              valueFormatter: (value) => (value === null ? '' : `${value} °C`),
            },
          ]}
          slotProps={{ legend: { hidden: true } }}
          margin={{ top: 20 }}
        />
      </Box>
    </Stack>
  );
}
