import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';

type Outcome = 'success' | 'error';

export default function AlertSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [outcome, setOutcome] = React.useState<Outcome>('success');

  const show = (next: Outcome) => {
    setOutcome(next);
    setOpen(true);
  };

  const handleClose = (event?: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Box
      sx={{
        position: 'relative',
        height: 220,
        overflow: 'hidden',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => show('success')}>
          Publish post
        </Button>
        <Button variant="outlined" color="error" onClick={() => show('error')}>
          Publish with a failure
        </Button>
      </Box>
      <Snackbar
        key={outcome}
        open={open}
        // An error stays until it is dismissed; a success hides by itself.
        autoHideDuration={outcome === 'success' ? 4000 : null}
        onClose={handleClose}
        sx={{ position: 'absolute' }}
      >
        <Alert onClose={handleClose} severity={outcome} variant="filled" sx={{ width: '100%' }}>
          {outcome === 'success' ? 'Post published to your blog.' : 'Publishing failed: the server did not respond.'}
        </Alert>
      </Snackbar>
    </Box>
  );
}
