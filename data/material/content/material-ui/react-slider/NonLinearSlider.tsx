import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

// The thumb moves along exponents; `scale` turns each position into bytes (2^position).
const toBytes = (position: number) => 2 ** position;

function formatBytes(bytes: number) {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(size) ? size : size.toFixed(1)} ${UNITS[unit]}`;
}

export default function NonLinearSlider() {
  const [position, setPosition] = React.useState(30); // 2^30 bytes = 1 GB

  return (
    <Box sx={{ maxWidth: 320, mx: 'auto' }}>
      <Typography gutterBottom>
        <span id="upload-limit-label">Largest file to upload</span>: {formatBytes(toBytes(position))}
      </Typography>
      <Slider
        aria-labelledby="upload-limit-label"
        value={position}
        onChange={(_event, next) => setPosition(next)}
        min={10}
        max={40}
        step={1}
        scale={toBytes}
        valueLabelDisplay="auto"
        valueLabelFormat={formatBytes}
        getAriaValueText={formatBytes}
      />
    </Box>
  );
}
