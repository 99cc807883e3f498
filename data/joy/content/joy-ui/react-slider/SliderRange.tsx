import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const MIN = 0;
const MAX = 500;
const MIN_GAP = 20;

export default function SliderRange() {
  const [range, setRange] = React.useState<number[]>([80, 240]);

  const setEnd = (index: 0 | 1, raw: string) => {
    const value = Math.max(MIN, Math.min(MAX, Number(raw) || 0));
    setRange((current) =>
      index === 0 ? [Math.min(value, current[1] - MIN_GAP), current[1]] : [current[0], Math.max(value, current[0] + MIN_GAP)],
    );
  };

  return (
    <Box sx={{ width: 340, maxWidth: '100%' }}>
      <Typography level="title-sm">Nightly price</Typography>
      <Slider
        // aria-labelledby would give both thumbs the same name: name each one instead.
        getAriaLabel={(index) => (index === 0 ? 'Minimum nightly price' : 'Maximum nightly price')}
        getAriaValueText={(value) => `${value} euros`}
        value={range}
        min={MIN}
        max={MAX}
        step={10}
        // Keep at least MIN_GAP between the thumbs; with disableSwap they cannot cross.
        disableSwap
        onChange={(_, value, activeThumb) => {
          const [low, high] = value as number[];
          setRange(activeThumb === 0 ? [Math.min(low, range[1] - MIN_GAP), range[1]] : [range[0], Math.max(high, range[0] + MIN_GAP)]);
        }}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `€${value}`}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel>Minimum</FormLabel>
          <Input
            type="number"
            startDecorator="€"
            value={range[0]}
            onChange={(event) => setEnd(0, event.target.value)}
            slotProps={{ input: { min: MIN, max: MAX, step: 10 } }}
          />
        </FormControl>
        <FormControl sx={{ flex: 1 }}>
          <FormLabel>Maximum</FormLabel>
          <Input
            type="number"
            startDecorator="€"
            value={range[1]}
            onChange={(event) => setEnd(1, event.target.value)}
            slotProps={{ input: { min: MIN, max: MAX, step: 10 } }}
          />
        </FormControl>
      </Box>
    </Box>
  );
}
