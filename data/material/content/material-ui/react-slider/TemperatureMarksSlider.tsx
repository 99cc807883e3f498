import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const marks = [
  { value: 16, label: '16 °C' },
  { value: 20, label: '20 °C' },
  { value: 24, label: '24 °C' },
  { value: 28, label: '28 °C' },
];

export default function TemperatureMarksSlider() {
  return (
    <Box sx={{ maxWidth: 320, mx: 'auto', px: 2 }}>
      <Slider
        aria-label="Thermostat"
        defaultValue={21}
        min={16}
        max={28}
        step={0.5}
        marks={marks}
        valueLabelDisplay="auto"
        getAriaValueText={(value) => `${value} degrees Celsius`}
      />
    </Box>
  );
}
