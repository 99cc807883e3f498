import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function VolumeSlider() {
  const [volume, setVolume] = React.useState(40);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 320, mx: 'auto' }}>
      <VolumeDown aria-hidden />
      <Slider aria-label="Speaker volume" value={volume} valueLabelDisplay="auto" onChange={(_event, next) => setVolume(next)} />
      <VolumeUp aria-hidden />
    </Stack>
  );
}
