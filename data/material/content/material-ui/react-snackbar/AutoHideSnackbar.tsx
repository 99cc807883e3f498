import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

export default function AutoHideSnackbar() {
  const [duration, setDuration] = React.useState(3000);
  const [open, setOpen] = React.useState(false);

  const handleClose = (event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Box
      sx={{
        position: 'relative',
        height: 240,
        overflow: 'hidden',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography id="auto-hide-duration-label" variant="body2" sx={{ mb: 1 }}>
        Hide after
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={duration}
        onChange={(event, value: number | null) => value !== null && setDuration(value)}
        aria-labelledby="auto-hide-duration-label"
        sx={{ mb: 2 }}
      >
        <ToggleButton value={3000}>3 s</ToggleButton>
        <ToggleButton value={6000}>6 s</ToggleButton>
        <ToggleButton value={10000}>10 s</ToggleButton>
      </ToggleButtonGroup>
      <div>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setOpen(true)}>
          Copy share link
        </Button>
      </div>
      <Snackbar
        open={open}
        autoHideDuration={duration}
        // After the pointer leaves (or focus moves out), wait 2 s instead of half the duration.
        resumeHideDuration={2000}
        onClose={handleClose}
        message="Link copied to the clipboard"
        sx={{ position: 'absolute' }}
      />
    </Box>
  );
}
