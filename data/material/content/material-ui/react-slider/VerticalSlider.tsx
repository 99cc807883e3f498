import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const bands = [
  { id: 'bass', label: '60 Hz', name: 'Bass, 60 hertz' },
  { id: 'low-mid', label: '250 Hz', name: 'Low mids, 250 hertz' },
  { id: 'mid', label: '1 kHz', name: 'Mids, 1 kilohertz' },
  { id: 'presence', label: '4 kHz', name: 'Presence, 4 kilohertz' },
  { id: 'treble', label: '12 kHz', name: 'Treble, 12 kilohertz' },
];

const formatGain = (value: number) => `${value > 0 ? '+' : ''}${value} dB`;

export default function VerticalSlider() {
  const [gains, setGains] = React.useState<Record<string, number>>({ bass: 4, 'low-mid': 1, mid: 0, presence: -2, treble: 3 });

  return (
    <Box role="group" aria-labelledby="equalizer-label" sx={{ maxWidth: 360, mx: 'auto' }}>
      <Typography id="equalizer-label" gutterBottom>
        Equalizer
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        {bands.map((band) => (
          <Stack key={band.id} spacing={1} sx={{ alignItems: 'center', width: 56 }}>
            {/* A vertical slider fills its parent's height: give it one. */}
            <Box sx={{ height: 160 }}>
              <Slider
                orientation="vertical"
                aria-label={band.name}
                value={gains[band.id]}
                onChange={(_event, next) => setGains((current) => ({ ...current, [band.id]: next }))}
                min={-12}
                max={12}
                marks={[{ value: 0 }]}
                valueLabelDisplay="auto"
                valueLabelFormat={formatGain}
                getAriaValueText={(value) => `${value} decibels`}
              />
            </Box>
            <Typography variant="caption" aria-hidden>
              {band.label}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
