import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// A park's tree survey: trunk diameter at chest height (cm) against height (m), per species.
const oaks = [
  [32, 14.5],
  [41, 17.2],
  [48, 18.9],
  [55, 20.1],
  [61, 21.4],
  [38, 15.8],
  [70, 23.0],
  [77, 23.6],
  [45, 17.5],
  [84, 24.8],
  [58, 19.4],
  [66, 22.2],
].map(([x, y], index) => ({ id: `oak-${index}`, x, y }));

const birches = [
  [18, 12.1],
  [22, 14.0],
  [26, 15.6],
  [29, 17.3],
  [31, 18.0],
  [24, 15.1],
  [35, 19.5],
  [20, 13.2],
  [38, 20.4],
  [27, 16.9],
  [33, 18.8],
  [41, 21.2],
].map(([x, y], index) => ({ id: `birch-${index}`, x, y }));

const describe = (point: { x: number; y: number }) => `${point.x} cm wide, ${point.y} m tall`;

export default function TreeSurveyScatter() {
  return (
    <Box
      role="img"
      aria-label="Tree survey, trunk diameter against height for 12 oaks and 12 birches. Birches are slimmer (18 to 41 cm) but reach 12 to 21 m; oaks are 32 to 84 cm wide and 14 to 25 m tall. Both grow taller as they get wider."
    >
      <ScatterChart
        height={340}
        xAxis={[{ label: 'Trunk diameter (cm)', min: 0 }]}
        yAxis={[{ label: 'Height (m)', min: 0 }]}
        series={[
          { data: oaks, label: 'Oak', valueFormatter: describe },
          { data: birches, label: 'Birch', valueFormatter: describe },
        ]}
        grid={{ horizontal: true, vertical: true }}
      />
    </Box>
  );
}
