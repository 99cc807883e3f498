import * as React from 'react';
import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Slider from '@mui/joy/Slider';

export default function DividerChildPosition() {
  const [position, setPosition] = React.useState(50);

  return (
    <Box sx={{ maxWidth: 440, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Divider sx={{ '--Divider-childPosition': `${position}%` }}>Section 2 · Payment</Divider>
      <FormControl>
        <FormLabel>Position of the text: {position}%</FormLabel>
        <Slider
          value={position}
          min={0}
          max={100}
          step={5}
          marks={[
            { value: 0, label: 'Start' },
            { value: 50, label: 'Centre' },
            { value: 100, label: 'End' },
          ]}
          valueLabelDisplay="auto"
          onChange={(_event, value) => setPosition(value as number)}
          slotProps={{ input: { 'aria-label': 'Position of the divider text' } }}
          sx={{ mx: 3, mb: 2, width: 'auto' }}
        />
      </FormControl>
    </Box>
  );
}
