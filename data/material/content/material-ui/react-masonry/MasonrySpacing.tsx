import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const heights = [90, 60, 130, 80, 110, 70, 120, 100];

export default function MasonrySpacing() {
  const [spacing, setSpacing] = React.useState(2);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="masonry-spacing-label" variant="body2" gutterBottom>
        Spacing: {spacing} ({spacing * 8} px)
      </Typography>
      <Slider
        value={spacing}
        onChange={(_event, value) => setSpacing(value as number)}
        min={0}
        max={4}
        step={0.5}
        marks
        aria-labelledby="masonry-spacing-label"
        sx={{ maxWidth: 280, mb: 2 }}
      />
      <Masonry columns={3} spacing={spacing}>
        {heights.map((height, index) => (
          <Box key={index} sx={{ height, borderRadius: 1, bgcolor: 'primary.main', opacity: 0.35 + (index % 4) * 0.2 }} />
        ))}
      </Masonry>
    </Box>
  );
}
