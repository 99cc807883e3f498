import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function UploadProgress() {
  const [progress, setProgress] = React.useState(0);
  const [started, setStarted] = React.useState(false);
  const uploading = started && progress < 100;

  React.useEffect(() => {
    if (!uploading) {
      return undefined;
    }
    const timer = setInterval(() => {
      setProgress((value) => Math.min(100, value + 10));
    }, 300);
    return () => clearInterval(timer);
  }, [uploading]);

  const start = () => {
    setProgress(0);
    setStarted(true);
  };

  return (
    <Box sx={{ maxWidth: 360 }}>
      <LinearProgress variant="determinate" value={progress} aria-label="Upload of holiday-photos.zip" />
      <Typography variant="body2" sx={{ my: 1 }}>
        holiday-photos.zip: {progress}%
      </Typography>
      <Button size="small" disabled={uploading} onClick={start}>
        {progress === 100 ? 'Upload again' : 'Start upload'}
      </Button>
    </Box>
  );
}
