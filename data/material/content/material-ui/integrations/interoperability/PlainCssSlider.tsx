import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// Each part of the Slider has a stable class name (.MuiSlider-thumb, -track, -rail, -valueLabel),
// so a plain CSS rule can reach it through the class you put on the root.
const styles = `
.temperature-slider {
  color: #ef6c00;
  height: 10px;
}
.temperature-slider .MuiSlider-rail {
  background-image: linear-gradient(90deg, #1e88e5, #fdd835, #e53935);
  opacity: 1;
}
.temperature-slider .MuiSlider-track {
  border: none;
  background-color: transparent;
}
.temperature-slider .MuiSlider-thumb {
  width: 24px;
  height: 24px;
  background-color: #fff;
  border: 4px solid currentColor;
}
.temperature-slider .MuiSlider-thumb.Mui-focusVisible,
.temperature-slider .MuiSlider-thumb:hover {
  box-shadow: 0 0 0 8px rgba(239, 108, 0, 0.24);
}
.temperature-slider .MuiSlider-valueLabel {
  background-color: #ef6c00;
  border-radius: 6px;
}
`;

export default function PlainCssSlider() {
  const [value, setValue] = React.useState(21);
  return (
    <Box sx={{ width: '100%', maxWidth: 360, px: 1 }}>
      <style>{styles}</style>
      <Typography id="thermostat-label" gutterBottom>
        Living room: {value} °C
      </Typography>
      <Slider
        className="temperature-slider"
        aria-labelledby="thermostat-label"
        value={value}
        onChange={(_, next) => setValue(next as number)}
        min={12}
        max={28}
        valueLabelDisplay="auto"
        getAriaValueText={(degrees) => `${degrees} degrees Celsius`}
      />
    </Box>
  );
}
