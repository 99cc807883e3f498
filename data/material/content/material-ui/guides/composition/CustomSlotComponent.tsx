import * as React from 'react';
import Box from '@mui/material/Box';
import Slider, { SliderThumb } from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';

// A slot component receives the props Slider computed for that part (class names, style with the
// position, data attributes, the hidden input as children). Pass them all on, then add your own.
function GripThumb({ children, ...other }: React.ComponentPropsWithRef<'span'>) {
  return (
    <SliderThumb {...other}>
      {children}
      <DragIndicatorIcon sx={{ fontSize: 16, color: 'primary.contrastText' }} />
    </SliderThumb>
  );
}

function valueText(value: number) {
  return `${value} °C`;
}

export default function CustomSlotComponent() {
  const [range, setRange] = React.useState<number[]>([19, 23]);
  return (
    <Box sx={{ width: '100%', maxWidth: 360, px: 1 }}>
      <Typography id="comfort-range-label" gutterBottom>
        Comfort range: {valueText(range[0])} to {valueText(range[1])}
      </Typography>
      <Slider
        value={range}
        onChange={(event, value) => setRange(value as number[])}
        min={14}
        max={28}
        getAriaValueText={valueText}
        getAriaLabel={(index) => (index === 0 ? 'Lowest temperature' : 'Highest temperature')}
        slots={{ thumb: GripThumb }}
        slotProps={{ thumb: { style: { width: 24, height: 24 } }, rail: { style: { opacity: 0.25 } } }}
      />
    </Box>
  );
}
