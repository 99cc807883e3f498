import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function ServerModal() {
  const rootRef = React.useRef<HTMLDivElement>(null);

  return (
    <Box
      ref={rootRef}
      sx={{
        position: 'relative',
        height: 260,
        width: '100%',
        overflow: 'hidden',
        borderRadius: 1,
        bgcolor: 'action.hover',
        // A transform makes this box the containing block of the modal's fixed-position root.
        transform: 'translateZ(0)',
      }}
    >
      <Modal
        open
        disablePortal
        disableEnforceFocus
        disableAutoFocus
        disableScrollLock
        container={() => rootRef.current}
        aria-labelledby="server-modal-title"
        aria-describedby="server-modal-description"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
      >
        <Box sx={{ width: 'min(360px, 100%)', bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2, boxShadow: 8, p: 3 }}>
          <Typography id="server-modal-title" variant="h6" component="h2">
            Session expired
          </Typography>
          <Typography id="server-modal-description" variant="body2" sx={{ mt: 1 }}>
            This modal is in the server-rendered HTML, so it shows before any JavaScript runs.
          </Typography>
          <Button variant="contained" href="#server-side-modal" sx={{ mt: 2 }}>
            Sign in again
          </Button>
        </Box>
      </Modal>
    </Box>
  );
}
