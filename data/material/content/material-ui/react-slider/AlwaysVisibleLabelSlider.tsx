import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const BILL = 64.4;

export default function AlwaysVisibleLabelSlider() {
  const [tip, setTip] = React.useState(15);
  const total = BILL * (1 + tip / 100);

  return (
    <Box sx={{ maxWidth: 320, mx: 'auto' }}>
      <Typography id="tip-slider-label" sx={{ mb: 5 }}>
        Tip on a ${BILL.toFixed(2)} bill
      </Typography>
      <Slider
        aria-labelledby="tip-slider-label"
        value={tip}
        onChange={(_event, next) => setTip(next)}
        min={0}
        max={30}
        valueLabelDisplay="on"
        valueLabelFormat={(value) => `${value}%`}
        getAriaValueText={(value) => `${value} percent`}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Total to pay: ${total.toFixed(2)}
      </Typography>
    </Box>
  );
}
