import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function LinearDeterminate() {
  const [progress, setProgress] = React.useState(0);

  React.useEffect(() => {
    const timer = setInterval(() => {
      // Uneven steps, as a real download would report them.
      setProgress((previous) => (previous >= 100 ? 0 : Math.min(100, previous + Math.round(Math.random() * 12) + 3)));
    }, 500);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="linear-determinate-label" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Downloading offline maps
      </Typography>
      <LinearProgress variant="determinate" value={progress} aria-labelledby="linear-determinate-label" />
    </Box>
  );
}
