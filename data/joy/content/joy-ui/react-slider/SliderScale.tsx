import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

// The slider moves through 0–10 in even steps; `scale` turns each step into 1 GB, 2 GB, 4 GB … 1 TB.
const toBytes = (step: number) => 2 ** step;

function formatSize(gigabytes: number) {
  return gigabytes >= 1024 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;
}

export default function SliderScale() {
  const id = React.useId();
  const [step, setStep] = React.useState(6);

  return (
    <Box sx={{ width: 340, maxWidth: '100%' }}>
      <Typography id={id} level="title-sm">
        Disk size: {formatSize(toBytes(step))}
      </Typography>
      <Slider
        aria-labelledby={id}
        value={step}
        min={0}
        max={10}
        step={1}
        marks
        scale={toBytes}
        onChange={(_, value) => setStep(value as number)}
        valueLabelDisplay="auto"
        valueLabelFormat={formatSize}
        getAriaValueText={formatSize}
      />
      <Typography level="body-xs">Each step doubles the size: fine control at the small end, big jumps at the large end.</Typography>
    </Box>
  );
}
