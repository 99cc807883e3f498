import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import VolumeDownRounded from '@mui/icons-material/VolumeDownRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';

export default function SliderBasic() {
  const id = React.useId();

  return (
    <Box sx={{ width: 320, maxWidth: '100%' }}>
      <Typography id={id} level="title-sm" sx={{ mb: 1 }}>
        Notification volume
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <VolumeDownRounded aria-hidden />
        <Slider aria-labelledby={id} defaultValue={60} getAriaValueText={(value) => `${value}%`} />
        <VolumeUpRounded aria-hidden />
      </Box>
    </Box>
  );
}
