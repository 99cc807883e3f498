import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function MinMaxHeight() {
  const [width, setWidth] = React.useState(70);
  const labelId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 320, mb: 2 }}>
        <Typography id={labelId} level="title-sm">
          Container width: {width}%
        </Typography>
        <Slider
          aria-labelledby={labelId}
          getAriaValueText={(value) => `${value}%`}
          min={20}
          max={100}
          step={5}
          value={width}
          onChange={(event, value) => setWidth(value as number)}
        />
      </Box>
      <Box sx={{ width: `${width}%` }}>
        {/* 21/9 when it fits, but never shorter than 120 px or taller than 200 px. */}
        <AspectRatio ratio="21/9" minHeight={120} maxHeight={200} sx={{ borderRadius: 'md' }}>
          <Box
            sx={{
              background: 'linear-gradient(135deg, #1d3b6b 0%, #3f2a6b 55%, #6b2a55 100%)',
              color: '#fff',
              flexDirection: 'column',
              textAlign: 'center',
              p: 2,
            }}
          >
            <Typography level="title-lg" sx={{ color: 'inherit' }}>
              Spring sale
            </Typography>
            <Typography level="body-sm" sx={{ color: 'inherit' }}>
              Between 120 and 200 px tall
            </Typography>
          </Box>
        </AspectRatio>
      </Box>
    </Box>
  );
}
