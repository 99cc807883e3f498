import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function CloseReasonSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [closeOnClickAway, setCloseOnClickAway] = React.useState(false);
  const [lastReason, setLastReason] = React.useState<string>('not closed yet');

  const handleClose = (event: React.SyntheticEvent | Event, reason: SnackbarCloseReason) => {
    if (reason === 'clickaway' && !closeOnClickAway) {
      setLastReason('clickaway (ignored)');
      return;
    }
    setLastReason(reason);
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
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Mark all as read
        </Button>
        <FormControlLabel
          control={<Switch checked={closeOnClickAway} onChange={(event) => setCloseOnClickAway(event.target.checked)} />}
          label="Close on click away"
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 2 }}>
        Last close reason: <strong>{lastReason}</strong>
      </Typography>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        message="12 notifications marked as read. Press Escape to dismiss."
        sx={{ position: 'absolute' }}
      />
    </Box>
  );
}
