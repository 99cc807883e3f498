import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress, { CircularProgressProps } from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

function CircularProgressWithLabel({ value, ...other }: CircularProgressProps & { value: number }) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress variant="determinate" value={value} size={56} {...other} />
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {/* The percentage is already in aria-valuenow, so the visible text is hidden from screen readers. */}
        <Typography variant="caption" component="span" aria-hidden sx={{ color: 'text.secondary', fontWeight: 500 }}>
          {`${Math.round(value)}%`}
        </Typography>
      </Box>
    </Box>
  );
}

export default function CircularWithValueLabel() {
  const [progress, setProgress] = React.useState(0);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : previous + 5));
    }, 600);
    return () => clearInterval(timer);
  }, []);

  return <CircularProgressWithLabel value={progress} aria-label="Exporting report" />;
}
