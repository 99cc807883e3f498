import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';

export default function TransitionAlerts() {
  const [open, setOpen] = React.useState(true);
  const showButtonRef = React.useRef<HTMLButtonElement>(null);

  const handleClose = () => {
    setOpen(false);
    // The close button disappears with the alert: give keyboard focus a sensible place to land.
    showButtonRef.current?.focus();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Collapse in={open}>
        <Alert severity="info" onClose={handleClose} sx={{ mb: 2 }}>
          New: export any report as a spreadsheet from its menu.
        </Alert>
      </Collapse>
      <Button ref={showButtonRef} variant="outlined" onClick={() => setOpen(true)}>
        Show the announcement
      </Button>
    </Box>
  );
}
