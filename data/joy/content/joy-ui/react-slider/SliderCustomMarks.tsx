import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const marks = [
  { value: 30, label: '30°' },
  { value: 40, label: '40°' },
  { value: 60, label: '60°' },
  { value: 90, label: '90°' },
];

export default function SliderCustomMarks() {
  const id = React.useId();

  return (
    <Box sx={{ width: 340, maxWidth: '100%', px: 2 }}>
      <Typography id={id} level="title-sm">
        Wash temperature
      </Typography>
      <Slider
        aria-labelledby={id}
        defaultValue={40}
        min={20}
        max={95}
        step={null}
        marks={marks}
        getAriaValueText={(value) => `${value} degrees Celsius`}
        sx={{ '--Slider-markSize': '4px' }}
      />
      <Typography level="body-xs" sx={{ mt: 2.5 }}>
        With <code>step=&#123;null&#125;</code>, the thumb can only stop on a mark.
      </Typography>
    </Box>
  );
}
