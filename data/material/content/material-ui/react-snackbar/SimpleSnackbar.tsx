import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';

export default function SimpleSnackbar() {
  const [open, setOpen] = React.useState(false);

  const handleClose = (event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A click elsewhere should not discard the message before it can be read.
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    // The stage keeps the snackbar inside the demo: it is positioned against this box, not the window.
    <Box
      sx={{
        position: 'relative',
        height: 200,
        overflow: 'hidden',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Archive conversation
      </Button>
      <Snackbar open={open} autoHideDuration={4000} onClose={handleClose} message="Conversation archived" sx={{ position: 'absolute' }} />
    </Box>
  );
}
