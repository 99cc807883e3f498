import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function VolumeSlider() {
  const [volume, setVolume] = React.useState(40);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 320 }}>
      <VolumeDown aria-hidden />
      <Slider
        aria-label="Rain sounds volume"
        value={volume}
        onChange={(_event, value) => setVolume(value as number)}
        valueLabelDisplay="auto"
        step={5}
      />
      <VolumeUp aria-hidden />
    </Stack>
  );
}
