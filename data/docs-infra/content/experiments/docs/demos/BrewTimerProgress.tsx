import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

const steps = ['Grind', 'Bloom', 'Pour', 'Drip', 'Serve'];

export default function BrewTimerProgress() {
  const [done, setDone] = React.useState(0);
  const value = (done / steps.length) * 100;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <CircularProgress variant="determinate" value={value} size={64} aria-label="Pour-over progress" />
        <Typography variant="caption" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          {`${Math.round(value)}%`}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={() => setDone(done === steps.length ? 0 : done + 1)}>
        {done === steps.length ? 'Brew another cup' : `Done: ${steps[done]}`}
      </Button>
    </Box>
  );
}
