import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/context';

// A small seeded random generator: the same "random" data on the server and in the browser.
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Daily visitors to a botanical garden in 2025: a summer peak, busier weekends, some noise.
const DAY = 24 * 60 * 60 * 1000;
const random = mulberry32(2025);
const days = Array.from({ length: 365 }, (_, index) => new Date(Date.UTC(2025, 0, 1) + index * DAY));
const visitors = days.map((day, index) => {
  const season = Math.sin(((index - 80) / 365) * 2 * Math.PI);
  const weekend = [0, 6].includes(day.getUTCDay()) ? 1.6 : 1;
  return Math.round((900 + 650 * season) * weekend * (0.85 + random() * 0.3));
});

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'long', day: 'numeric', timeZone: 'UTC' });

const fullYear: ZoomData[] = [{ axisId: 'days', start: 0, end: 100 }];
// Percentages of the axis: 40–60 % of the year is roughly late May to early August.
const summer: ZoomData[] = [{ axisId: 'days', start: 40, end: 60 }];

const dayAt = (percent: number) => days[Math.round((percent / 100) * (days.length - 1))];

export default function ZoomableLineChart() {
  const [zoom, setZoom] = React.useState<ZoomData[]>(fullYear);
  const { start, end } = zoom[0];

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setZoom(summer)}>
          Show summer
        </Button>
        <Button size="small" onClick={() => setZoom(fullYear)} disabled={start === 0 && end === 100}>
          Reset zoom
        </Button>
      </Stack>
      <Box
        role="img"
        aria-label="Daily visitors to a botanical garden in 2025: about 300 to 700 a day in winter, rising to 1,500 to 2,600 in June and July, with higher numbers every weekend."
      >
        <LineChartPro
          height={320}
          margin={{ top: 20, left: 50, right: 20 }}
          xAxis={[
            {
              id: 'days',
              scaleType: 'utc',
              data: days,
              valueFormatter: (date: Date, context) => (context.location === 'tick' ? shortDate.format(date) : longDate.format(date)),
              // Zoom in down to 3 % of the year, about 11 days (the default minSpan is 10 %).
              zoom: { minSpan: 3 },
            },
          ]}
          yAxis={[{ min: 0 }]}
          series={[{ data: visitors, label: 'Visitors', showMark: false, area: true }]}
          zoom={zoom}
          onZoomChange={setZoom}
          slotProps={{ legend: { hidden: true } }}
        />
      </Box>
      <Typography role="status" variant="body2">
        Showing {shortDate.format(dayAt(start))} to {shortDate.format(dayAt(end))}.
      </Typography>
    </Stack>
  );
}
