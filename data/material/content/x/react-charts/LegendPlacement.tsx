import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsLegendProps } from '@mui/x-charts/ChartsLegend';

type AnchorPosition = NonNullable<ChartsLegendProps['position']>;
type Direction = NonNullable<ChartsLegendProps['direction']>;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const percentFull = (value: number | null) => (value === null ? '' : `${value}% full`);

// How full three reservoirs of a water utility were at the start of each month.
const series = [
  { data: [78, 84, 91, 95, 93, 86, 74, 63, 58, 61, 69, 75], label: 'Upper dam', valueFormatter: percentFull },
  { data: [64, 70, 79, 88, 90, 84, 71, 57, 49, 52, 58, 62], label: 'Lower dam', valueFormatter: percentFull },
  { data: [52, 55, 61, 66, 68, 63, 54, 45, 41, 44, 48, 50], label: 'Weir pool', valueFormatter: percentFull },
];

type Placement = 'top' | 'bottom' | 'right';

const positions: Record<Placement, AnchorPosition> = {
  top: { vertical: 'top', horizontal: 'middle' },
  bottom: { vertical: 'bottom', horizontal: 'middle' },
  right: { vertical: 'middle', horizontal: 'right' },
};

export default function LegendPlacement() {
  const [placement, setPlacement] = React.useState<Placement>('bottom');
  const [direction, setDirection] = React.useState<Direction>('row');
  const [hidden, setHidden] = React.useState(false);

  // The legend is drawn inside the chart's margin: make room on the side it sits on.
  const legendSpace = hidden ? 20 : direction === 'column' ? 90 : 50;
  const margin = {
    top: placement === 'top' ? legendSpace : 20,
    bottom: placement === 'bottom' ? legendSpace + 30 : 30,
    right: placement === 'right' ? 120 : 20,
    left: 45,
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id="legend-position-label">Position</InputLabel>
          <Select
            labelId="legend-position-label"
            label="Position"
            value={placement}
            onChange={(event) => setPlacement(event.target.value as Placement)}
          >
            <MenuItem value="top">Top</MenuItem>
            <MenuItem value="bottom">Bottom</MenuItem>
            <MenuItem value="right">Right</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id="legend-direction-label">Direction</InputLabel>
          <Select
            labelId="legend-direction-label"
            label="Direction"
            value={direction}
            onChange={(event) => setDirection(event.target.value as Direction)}
          >
            <MenuItem value="row">Row</MenuItem>
            <MenuItem value="column">Column</MenuItem>
          </Select>
        </FormControl>
        <FormControlLabel control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />} label="Hide legend" />
      </Stack>
      <Box
        role="img"
        aria-label="Reservoir levels at the start of each month: all three reservoirs fill up to a peak in April or May (Upper dam 95%, Lower dam 90%, Weir pool 68%) and are lowest in September."
      >
        <LineChart
          height={340}
          margin={margin}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
          series={series}
          slotProps={{
            legend: {
              position: positions[placement],
              direction,
              hidden,
              itemMarkWidth: 12,
              itemMarkHeight: 12,
              labelStyle: { fontSize: 14 },
            },
          }}
        />
      </Box>
    </Stack>
  );
}
