import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type Trigger = 'axis' | 'item' | 'none';

const slots = ['Morning', 'Midday', 'Evening', 'Night'];
const rentals = (value: number | null) => (value === null ? '' : `${value} rentals`);

// Bike-share rentals started at three docking stations, by time of day.
const series = [
  { data: [142, 88, 167, 31], label: 'Harbour', valueFormatter: rentals },
  { data: [205, 96, 189, 22], label: 'Station Square', valueFormatter: rentals },
  { data: [118, 131, 104, 57], label: 'University', valueFormatter: rentals },
];

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id="tooltip-trigger-label" variant="body2">
          Tooltip trigger
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={trigger}
          onChange={(_event, next: Trigger | null) => next && setTrigger(next)}
          aria-labelledby="tooltip-trigger-label"
        >
          <ToggleButton value="axis">Axis</ToggleButton>
          <ToggleButton value="item">Item</ToggleButton>
          <ToggleButton value="none">None</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box
        role="img"
        aria-label="Bike rentals by station and time of day. Station Square is busiest in the morning (205) and evening (189); University leads at midday (131) and at night (57)."
      >
        <BarChart
          height={340}
          // Room for the legend to wrap onto a second line on a phone.
          margin={{ top: 70 }}
          xAxis={[{ scaleType: 'band', data: slots }]}
          series={series}
          tooltip={{ trigger }}
          slotProps={{ legend: { itemMarkWidth: 12, itemMarkHeight: 12, labelStyle: { fontSize: 14 } } }}
          // Highlight the hovered bar in 'item' mode, the whole band in 'axis' mode.
          axisHighlight={{ x: trigger === 'axis' ? 'band' : 'none' }}
        />
      </Box>
    </Stack>
  );
}
