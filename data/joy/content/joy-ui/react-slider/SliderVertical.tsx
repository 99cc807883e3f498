import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const bands = [
  { label: '60 Hz', value: 4 },
  { label: '250 Hz', value: 1 },
  { label: '1 kHz', value: -2 },
  { label: '4 kHz', value: 2 },
  { label: '16 kHz', value: 5 },
];

const marks = [
  { value: -12, label: '−12' },
  { value: 0, label: '0 dB' },
  { value: 12, label: '+12' },
];

export default function SliderVertical() {
  const id = React.useId();

  return (
    <div>
      <Typography id={id} level="title-sm" sx={{ mb: 1 }}>
        Equaliser
      </Typography>
      <Box role="group" aria-labelledby={id} sx={{ display: 'flex', gap: { xs: 1.5, sm: 3 }, height: 180 }}>
        {bands.map((band, index) => (
          <Box key={band.label} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <Slider
              orientation="vertical"
              defaultValue={band.value}
              min={-12}
              max={12}
              track={false}
              marks={index === bands.length - 1 ? marks : [{ value: 0 }]}
              aria-label={band.label}
              getAriaValueText={(value) => `${value > 0 ? '+' : ''}${value} decibels`}
              valueLabelDisplay="auto"
              size="sm"
            />
            <Typography level="body-xs">{band.label}</Typography>
          </Box>
        ))}
      </Box>
    </div>
  );
}
