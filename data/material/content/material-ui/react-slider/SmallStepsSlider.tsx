import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const formatSpeed = (value: number) => `${value.toFixed(2)}×`;

export default function SmallStepsSlider() {
  const [speed, setSpeed] = React.useState(1);

  return (
    <Box sx={{ maxWidth: 320, mx: 'auto' }}>
      <Typography gutterBottom>
        <span id="playback-speed-label">Playback speed</span>: {formatSpeed(speed)}
      </Typography>
      <Slider
        aria-labelledby="playback-speed-label"
        value={speed}
        // Keyboard steps are not rounded: 1.1 + 0.05 would be 1.1500000000000001.
        onChange={(_event, next) => setSpeed(Math.round(next * 100) / 100)}
        min={0.5}
        max={2}
        step={0.05}
        shiftStep={0.25}
        valueLabelDisplay="auto"
        valueLabelFormat={formatSpeed}
        getAriaValueText={(value) => `${value.toFixed(2)} times normal speed`}
      />
    </Box>
  );
}
