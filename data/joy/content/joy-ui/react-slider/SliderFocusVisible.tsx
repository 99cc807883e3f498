import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider, { sliderClasses } from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function SliderFocusVisible() {
  const id = React.useId();

  return (
    <Box sx={{ width: 320, maxWidth: '100%' }}>
      <Typography id={id} level="title-sm">
        Brightness
      </Typography>
      <Slider
        aria-labelledby={id}
        defaultValue={70}
        getAriaValueText={(value) => `${value}%`}
        sx={(theme) => ({
          // Mui-focusVisible is set on the thumb only when it was focused with the keyboard.
          [`& .${sliderClasses.thumb}.${sliderClasses.focusVisible}`]: {
            outline: `3px solid ${theme.vars.palette.warning[400]}`,
            outlineOffset: '3px',
            transform: 'translate(-50%, -50%) scale(1.15)',
          },
          [`& .${sliderClasses.thumb}`]: { transition: 'transform 0.15s' },
        })}
      />
      <Typography level="body-xs">Tab to the thumb to see the keyboard focus style, then use the arrow keys.</Typography>
    </Box>
  );
}
