import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function SliderDisabled() {
  const id = React.useId();
  const helpId = React.useId();

  return (
    <Box sx={{ width: 320, maxWidth: '100%' }}>
      <Typography id={id} level="title-sm">
        Upload limit per file
      </Typography>
      <Slider
        aria-labelledby={id}
        disabled
        defaultValue={250}
        max={1000}
        step={50}
        marks={[
          { value: 0, label: '0' },
          { value: 1000, label: '1 GB' },
        ]}
        getAriaValueText={(value) => `${value} megabytes`}
        slotProps={{ input: { 'aria-describedby': helpId } }}
        sx={{ mb: 2 }}
      />
      <Typography id={helpId} level="body-xs">
        250 MB, set by your organisation. Ask an admin to change it.
      </Typography>
    </Box>
  );
}
