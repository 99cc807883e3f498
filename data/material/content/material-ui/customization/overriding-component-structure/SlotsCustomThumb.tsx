import * as React from 'react';
import Box from '@mui/material/Box';
import Slider, { SliderThumb } from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// The component that fills the `thumb` slot. It receives what the slider passes to every thumb
// (class names, position style, data-index, the hidden <input> as children, ownerState),
// so it builds on the library's own SliderThumb and adds three grip lines.
function GripThumb(props: React.HTMLAttributes<HTMLSpanElement>) {
  const { children, ...other } = props;
  return (
    <SliderThumb {...other}>
      {children}
      <Box component="span" aria-hidden sx={{ display: 'flex', gap: '2px' }}>
        <Box component="span" sx={{ width: '1px', height: 8, bgcolor: 'currentColor' }} />
        <Box component="span" sx={{ width: '1px', height: 8, bgcolor: 'currentColor' }} />
        <Box component="span" sx={{ width: '1px', height: 8, bgcolor: 'currentColor' }} />
      </Box>
    </SliderThumb>
  );
}

const formatPrice = (value: number) => `€${value}`;

export default function SlotsCustomThumb() {
  const [range, setRange] = React.useState<number[]>([40, 120]);

  return (
    <Box sx={{ width: '100%', maxWidth: 360, px: 1 }}>
      <Typography id="nightly-price-label" gutterBottom>
        Price per night: {formatPrice(range[0])} to {formatPrice(range[1])}
      </Typography>
      <Slider
        slots={{ thumb: GripThumb }}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price per night' : 'Maximum price per night')}
        getAriaValueText={formatPrice}
        value={range}
        onChange={(_event, value) => setRange(value as number[])}
        min={0}
        max={300}
        step={5}
        sx={{
          height: 4,
          '& .MuiSlider-thumb': {
            width: 28,
            height: 22,
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'text.secondary',
            border: 1,
            borderColor: 'divider',
            boxShadow: 1,
          },
        }}
      />
    </Box>
  );
}
