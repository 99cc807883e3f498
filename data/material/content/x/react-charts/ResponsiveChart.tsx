import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['8:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];
// Parcels a pick-up point handed out per two-hour slot on a weekday.
const parcels = [14, 38, 52, 41, 63, 88, 27];

const widths = [40, 70, 100];

export default function ResponsiveChart() {
  const [width, setWidth] = React.useState(70);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id="container-width-label" variant="body2">
          Container width
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={width}
          onChange={(_event, next: number | null) => next && setWidth(next)}
          aria-labelledby="container-width-label"
        >
          {widths.map((value) => (
            <ToggleButton key={value} value={value}>
              {value}%
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box
        role="img"
        aria-label="Parcels handed out per two-hour slot, 8:00 to 20:00: from 14 at 8:00 up to 88 at 18:00, then 27 at 20:00."
        sx={{ width: `${width}%`, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {/* No width prop: the chart measures its parent and redraws when it changes size. */}
        <LineChart
          height={260}
          margin={{ top: 20, right: 20, left: 40 }}
          xAxis={[{ scaleType: 'point', data: hours }]}
          series={[{ data: parcels, label: 'Parcels', area: true }]}
          slotProps={{ legend: { hidden: true } }}
        />
      </Box>
    </Stack>
  );
}
