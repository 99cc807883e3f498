import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const minutesText = (value: number) => (value === 0 ? 'at the start time' : `${value} minutes before`);

export default function DiscreteSlider() {
  const [minutes, setMinutes] = React.useState(15);

  return (
    <Box sx={{ maxWidth: 320, mx: 'auto' }}>
      <Typography id="reminder-slider-label" gutterBottom>
        Meeting reminder
      </Typography>
      <Slider
        aria-labelledby="reminder-slider-label"
        value={minutes}
        onChange={(_event, next) => setMinutes(next)}
        min={0}
        max={60}
        step={5}
        shiftStep={15}
        marks
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value} min`}
        getAriaValueText={minutesText}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        You will be reminded {minutesText(minutes)}.
      </Typography>
    </Box>
  );
}
