import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VolumeDownIcon from '@mui/icons-material/VolumeDown';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';

export default function SxNestedSlots() {
  const [volume, setVolume] = React.useState(40);

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <Typography id="speaker-volume-label" gutterBottom>
        Speaker volume
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <VolumeDownIcon aria-hidden />
        <Slider
          aria-labelledby="speaker-volume-label"
          value={volume}
          onChange={(_event, value) => setVolume(value)}
          valueLabelDisplay="auto"
          sx={{
            height: 8,
            // A space before the class: an element inside the root.
            '& .MuiSlider-rail': { opacity: 0.2 },
            '& .MuiSlider-track': { border: 'none' },
            '& .MuiSlider-thumb': {
              width: 20,
              height: 20,
              borderRadius: 1,
              bgcolor: 'background.paper',
              border: '3px solid currentColor',
              // No space: the thumb itself while it is being dragged or focused.
              '&.Mui-active, &.Mui-focusVisible': {
                boxShadow: 'none',
                outline: '3px solid',
                outlineColor: (theme) => (theme.vars ?? theme).palette.primary.light,
                outlineOffset: 2,
              },
            },
            '& .MuiSlider-valueLabel': { borderRadius: 1, bgcolor: 'primary.main' },
          }}
        />
        <VolumeUpIcon aria-hidden />
      </Stack>
    </Box>
  );
}
