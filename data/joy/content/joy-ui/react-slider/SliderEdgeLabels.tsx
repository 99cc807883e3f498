import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider, { sliderClasses } from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const marks = [
  { value: 0, label: 'Never' },
  { value: 50, label: 'Sometimes' },
  { value: 100, label: 'Every day' },
];

export default function SliderEdgeLabels() {
  const id = React.useId();

  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Typography id={id} level="title-sm" sx={{ mb: 4 }}>
        How often do you use the mobile app?
      </Typography>
      <Slider
        aria-labelledby={id}
        defaultValue={75}
        step={25}
        marks={marks}
        valueLabelDisplay="on"
        getAriaValueText={(value) => `${value} out of 100`}
        sx={{
          // Line up the first and last labels with the ends of the track instead of centring them,
          // so they do not stick out of the container.
          [`& [style*="left:0%"], & [style*="left: 0%"]`]: {
            [`&.${sliderClasses.markLabel}`]: { transform: 'none' },
            [`& .${sliderClasses.valueLabel}`]: {
              left: 'calc(var(--Slider-thumbSize) / 2)',
              borderBottomLeftRadius: 0,
              '&::before': { left: 0, transform: 'translateY(100%)', borderLeftColor: 'currentColor' },
            },
          },
          [`& [style*="left:100%"], & [style*="left: 100%"]`]: {
            [`&.${sliderClasses.markLabel}`]: { transform: 'translateX(-100%)' },
            [`& .${sliderClasses.valueLabel}`]: {
              right: 'calc(var(--Slider-thumbSize) / 2)',
              borderBottomRightRadius: 0,
              '&::before': { left: 'initial', right: 0, transform: 'translateY(100%)', borderRightColor: 'currentColor' },
            },
          },
        }}
      />
    </Box>
  );
}
