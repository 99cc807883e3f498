import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress, { LinearProgressProps } from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

function LinearProgressWithLabel({ value, ...other }: LinearProgressProps & { value: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ flexGrow: 1 }}>
        <LinearProgress variant="determinate" value={value} {...other} />
      </Box>
      <Typography variant="body2" aria-hidden sx={{ minWidth: 40, textAlign: 'right', color: 'text.secondary' }}>
        {`${Math.round(value)}%`}
      </Typography>
    </Box>
  );
}

export default function LinearWithValueLabel() {
  const [progress, setProgress] = React.useState(5);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 5 : previous + 5));
    }, 700);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="linear-label-title" variant="body2" sx={{ mb: 1 }}>
        Importing contacts
      </Typography>
      <LinearProgressWithLabel value={progress} aria-labelledby="linear-label-title" />
    </Box>
  );
}
