import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// Values are minutes after midnight, in half-hour steps.
function formatTime(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 || hours === 24 ? 'AM' : 'PM';
  const clockHours = hours % 12 === 0 ? 12 : hours % 12;
  return `${clockHours}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

const thumbNames = ['Opening time', 'Closing time'];

export default function AccessibleRangeSlider() {
  const [hours, setHours] = React.useState<number[]>([9 * 60, 17 * 60 + 30]);

  return (
    <Box role="group" aria-labelledby="opening-hours-label" sx={{ maxWidth: 320, mx: 'auto' }}>
      <Typography id="opening-hours-label" gutterBottom>
        Opening hours on Saturday
      </Typography>
      <Slider
        value={hours}
        onChange={(_event, next) => setHours(next)}
        min={6 * 60}
        max={23 * 60}
        step={30}
        shiftStep={120}
        disableSwap
        getAriaLabel={(index) => thumbNames[index]}
        getAriaValueText={formatTime}
        valueLabelDisplay="auto"
        valueLabelFormat={formatTime}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Open from {formatTime(hours[0])} to {formatTime(hours[1])}
      </Typography>
    </Box>
  );
}
