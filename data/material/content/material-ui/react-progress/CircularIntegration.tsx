import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import { green } from '@mui/material/colors';
import CheckIcon from '@mui/icons-material/Check';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

export default function CircularIntegration() {
  const [status, setStatus] = React.useState<'idle' | 'uploading' | 'done'>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleUpload = () => {
    if (status === 'uploading') {
      return;
    }
    setStatus('uploading');
    timer.current = setTimeout(() => setStatus('done'), 2000);
  };

  const uploading = status === 'uploading';
  const done = status === 'done';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ position: 'relative' }}>
          <Fab
            aria-label={done ? 'Photos uploaded' : 'Upload photos'}
            color="primary"
            onClick={handleUpload}
            sx={done ? { bgcolor: green[700], '&:hover': { bgcolor: green[800] } } : undefined}
          >
            {done ? <CheckIcon /> : <CloudUploadIcon />}
          </Fab>
          {uploading && (
            <CircularProgress
              size={68}
              aria-label="Uploading photos"
              sx={{ color: green[500], position: 'absolute', top: -6, left: -6, zIndex: 1 }}
            />
          )}
        </Box>
        <Box sx={{ position: 'relative' }}>
          <Button variant="contained" disabled={uploading} onClick={handleUpload}>
            Upload 12 photos
          </Button>
          {uploading && (
            <CircularProgress
              size={24}
              aria-label="Uploading photos"
              sx={{ position: 'absolute', top: '50%', left: '50%', mt: '-12px', ml: '-12px' }}
            />
          )}
        </Box>
      </Box>
      <Typography role="status" variant="body2" color="text.secondary">
        {uploading && 'Uploading…'}
        {done && 'All 12 photos are uploaded.'}
      </Typography>
    </Box>
  );
}
