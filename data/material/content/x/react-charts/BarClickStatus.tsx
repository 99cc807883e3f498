import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarItemIdentifier } from '@mui/x-charts/models';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// Hours a community garden's volunteers gave per quarter, by activity.
const data = [
  { id: 'planting', label: 'Planting', data: [84, 142, 126, 38] },
  { id: 'harvest', label: 'Harvest', data: [12, 46, 118, 97] },
  { id: 'workshops', label: 'Workshops', data: [40, 28, 22, 51] },
];
// The clicked bar stays bright and every other bar fades.
const series = data.map((item) => ({ ...item, highlightScope: { highlight: 'item', fade: 'global' } as const }));

export default function BarClickStatus() {
  const [clicked, setClicked] = React.useState<BarItemIdentifier | null>(null);

  const selected = clicked && data.find((item) => item.id === clicked.seriesId);

  return (
    <Stack spacing={1}>
      <Box
        role="img"
        aria-label="Volunteer hours per quarter by activity: planting peaks in Q2 (142 hours), harvest in Q3 (118 hours); workshops stay between 22 and 51 hours."
      >
        <BarChart
          height={300}
          xAxis={[{ scaleType: 'band', data: quarters }]}
          series={series}
          onItemClick={(_event, item) => setClicked(item)}
          // Keep the clicked bar highlighted; hovering no longer moves the highlight.
          highlightedItem={clicked ? { seriesId: clicked.seriesId, dataIndex: clicked.dataIndex } : null}
          tooltip={{ trigger: 'item' }}
          axisHighlight={{ x: 'none' }}
        />
      </Box>
      <Typography role="status" variant="body2">
        {selected && clicked
          ? `${selected.label}, ${quarters[clicked.dataIndex]}: ${selected.data[clicked.dataIndex]} volunteer hours.`
          : 'Click a bar to see its value here.'}
      </Typography>
    </Stack>
  );
}
