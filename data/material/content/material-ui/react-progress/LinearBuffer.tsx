import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function LinearBuffer() {
  const [played, setPlayed] = React.useState(0);
  const [loaded, setLoaded] = React.useState(10);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setLoaded((previous) => Math.min(100, previous + Math.random() * 8));
      setPlayed((previous) => {
        if (previous >= 100) {
          setLoaded(10);
          return 0;
        }
        return previous + 2;
      });
    }, 400);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="linear-buffer-label" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Episode 14: Soil, seeds and patience
      </Typography>
      <LinearProgress variant="buffer" value={played} valueBuffer={Math.max(loaded, played)} aria-labelledby="linear-buffer-label" />
    </Box>
  );
}
