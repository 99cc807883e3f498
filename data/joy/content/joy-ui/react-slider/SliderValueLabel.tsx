import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

function formatTime(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

export default function SliderValueLabel() {
  const tipId = React.useId();
  const alarmId = React.useId();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, width: 340, maxWidth: '100%', pt: 1 }}>
      <div>
        <Typography id={tipId} level="title-sm" sx={{ mb: 4 }}>
          Tip
        </Typography>
        <Slider
          aria-labelledby={tipId}
          defaultValue={15}
          max={30}
          valueLabelDisplay="on"
          valueLabelFormat={(value) => `${value}%`}
          getAriaValueText={(value) => `${value} percent`}
        />
      </div>
      <div>
        <Typography id={alarmId} level="title-sm" sx={{ mb: 4 }}>
          Wake-up alarm
        </Typography>
        <Slider
          aria-labelledby={alarmId}
          defaultValue={6 * 60 + 30}
          min={5 * 60}
          max={9 * 60}
          step={15}
          valueLabelDisplay="on"
          valueLabelFormat={formatTime}
          getAriaValueText={formatTime}
          color="neutral"
          sx={{ '--Slider-valueLabelArrowDisplay': 'none' }}
        />
      </div>
    </Box>
  );
}
