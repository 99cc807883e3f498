import * as React from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularDeterminate() {
  const [progress, setProgress] = React.useState(10);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : previous + 10));
    }, 800);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <CircularProgress variant="determinate" value={25} aria-label="Storage used" />
      <CircularProgress variant="determinate" value={50} aria-label="Profile completed" />
      <CircularProgress variant="determinate" value={75} aria-label="Lessons finished" />
      <CircularProgress variant="determinate" value={100} aria-label="Backup" />
      <CircularProgress variant="determinate" value={progress} aria-label="Sync progress" />
    </Stack>
  );
}
