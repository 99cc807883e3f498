import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function SliderSteps() {
  const id = React.useId();
  const [minutes, setMinutes] = React.useState(25);

  return (
    <Box sx={{ width: 320, maxWidth: '100%' }}>
      <Typography id={id} level="title-sm">
        Focus session length
      </Typography>
      <Slider
        aria-labelledby={id}
        value={minutes}
        onChange={(_, value) => setMinutes(value as number)}
        min={5}
        max={60}
        step={5}
        marks
        valueLabelDisplay="auto"
        getAriaValueText={(value) => `${value} minutes`}
        valueLabelFormat={(value) => `${value} min`}
      />
      <Typography level="body-sm">
        {minutes} minutes, then a {minutes >= 45 ? 15 : 5}-minute break.
      </Typography>
    </Box>
  );
}
