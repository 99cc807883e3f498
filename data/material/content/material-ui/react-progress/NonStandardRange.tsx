import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

const TOTAL_FILES = 120;

// Map any range onto the 0–100 scale that the progress components expect.
const normalise = (current: number, min: number, max: number) => ((current - min) * 100) / (max - min);

export default function NonStandardRange() {
  const [done, setDone] = React.useState(37);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="range-label" variant="body2" sx={{ mb: 1 }}>
        Files scanned: {done} of {TOTAL_FILES}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={normalise(done, 0, TOTAL_FILES)}
        aria-labelledby="range-label"
        aria-valuetext={`${done} of ${TOTAL_FILES} files`}
      />
      <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setDone((value) => Math.min(TOTAL_FILES, value + 11))}
          disabled={done === TOTAL_FILES}
        >
          Scan 11 more
        </Button>
        <Button size="small" onClick={() => setDone(0)}>
          Reset
        </Button>
      </Box>
    </Box>
  );
}
