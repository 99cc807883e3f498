import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const formatPrice = (value: number) => `$${value}`;

export default function PriceRangeSlider() {
  const [range, setRange] = React.useState<number[]>([120, 480]);

  return (
    <Box role="group" aria-labelledby="price-range-label" sx={{ maxWidth: 320, mx: 'auto' }}>
      <Typography id="price-range-label" gutterBottom>
        Nightly price: {formatPrice(range[0])} to {formatPrice(range[1])}
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Lowest price' : 'Highest price')}
        getAriaValueText={formatPrice}
        valueLabelFormat={formatPrice}
        valueLabelDisplay="auto"
        min={0}
        max={800}
        step={20}
        value={range}
        onChange={(_event, next) => setRange(next)}
        disableSwap
      />
    </Box>
  );
}
