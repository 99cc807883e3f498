import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useColorScheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { blueberryTwilightPaletteDark, blueberryTwilightPaletteLight } from '@mui/x-charts/colorPalettes';

// How a household's daily water use splits up, in percent.
const waterUse = [
  { id: 'shower', value: 34, label: 'Shower' },
  { id: 'toilet', value: 24, label: 'Toilet' },
  { id: 'laundry', value: 17, label: 'Laundry' },
  { id: 'taps', value: 15, label: 'Taps' },
  { id: 'dishwasher', value: 6, label: 'Dishwasher' },
  { id: 'other', value: 4, label: 'Other' },
];

export default function PieAndDonut() {
  const [donut, setDonut] = React.useState(true);
  // Six slices use the palette's darker colours too: take the set made for the current mode.
  const { colorScheme } = useColorScheme();

  return (
    <Stack spacing={1}>
      <FormControlLabel control={<Switch checked={donut} onChange={(event) => setDonut(event.target.checked)} />} label="Donut" />
      <Box role="img" aria-label="Household water use by purpose: shower 34%, toilet 24%, laundry 17%, taps 15%, dishwasher 6%, other 4%.">
        <PieChart
          height={340}
          // The legend below the pie, so that the pie keeps its size on a phone.
          margin={{ top: 10, bottom: 80, left: 10, right: 10 }}
          slotProps={{
            legend: {
              position: { vertical: 'bottom', horizontal: 'middle' },
              direction: 'row',
              itemMarkWidth: 12,
              itemMarkHeight: 12,
              labelStyle: { fontSize: 14 },
            },
          }}
          colors={colorScheme === 'dark' ? blueberryTwilightPaletteDark : blueberryTwilightPaletteLight}
          series={[
            {
              data: waterUse,
              innerRadius: donut ? '50%' : 0,
              outerRadius: '80%',
              paddingAngle: donut ? 2 : 0,
              cornerRadius: donut ? 4 : 0,
              // Labels just outside the ring, in the text colour: readable on every slice colour.
              arcLabel: (item) => `${item.value}%`,
              arcLabelRadius: '96%',
              arcLabelMinAngle: 15,
              valueFormatter: (item) => `${item.value}% of daily use`,
              highlightScope: { highlight: 'item', fade: 'global' },
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
