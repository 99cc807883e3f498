import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// Only the sizes of the type scale can be picked.
const typeScale = [12, 14, 16, 18, 24, 32].map((size) => ({ value: size, label: String(size) }));

export default function RestrictedValuesSlider() {
  const [size, setSize] = React.useState(16);

  return (
    <Box sx={{ maxWidth: 320, mx: 'auto' }}>
      <Typography id="type-scale-label" gutterBottom>
        Body text size (px)
      </Typography>
      <Slider
        aria-labelledby="type-scale-label"
        value={size}
        onChange={(_event, next) => setSize(next)}
        min={12}
        max={32}
        step={null}
        marks={typeScale}
        valueLabelDisplay="auto"
        getAriaValueText={(value) => `${value} pixels`}
      />
      <Typography sx={{ mt: 2, fontSize: size, lineHeight: 1.3, minHeight: 44 }}>Readable at {size} px.</Typography>
    </Box>
  );
}
