import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export default function SimpleBackdrop() {
  const [open, setOpen] = React.useState(false);

  // The backdrop itself cannot take focus, so let keyboard users close it with Escape.
  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    // In an app the backdrop covers the window; here it covers this box only.
    <Box
      sx={{
        position: 'relative',
        minHeight: 220,
        overflow: 'hidden',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography variant="h6" component="h3" gutterBottom>
        Team calendar
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        Planning review, Tuesday 10:00 · Design sync, Thursday 15:30
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show backdrop
      </Button>
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        sx={{ position: 'absolute', zIndex: 1, color: '#fff', flexDirection: 'column', gap: 2 }}
      >
        <CircularProgress color="inherit" aria-label="Loading the calendar" />
        <Typography variant="body2" sx={{ bgcolor: 'rgba(0, 0, 0, 0.6)', px: 1.5, py: 0.5, borderRadius: 1 }}>
          Click anywhere or press Escape to close
        </Typography>
      </Backdrop>
    </Box>
  );
}
