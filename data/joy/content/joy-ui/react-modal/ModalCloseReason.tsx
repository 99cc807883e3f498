import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

type Reason = 'backdropClick' | 'escapeKeyDown' | 'closeClick';

export default function ModalCloseReason() {
  const [open, setOpen] = React.useState(false);
  const [ignoreBackdrop, setIgnoreBackdrop] = React.useState(false);
  const [lastReason, setLastReason] = React.useState<Reason | null>(null);

  const handleClose = (_event: object, reason: Reason) => {
    setLastReason(reason);
    if (ignoreBackdrop && reason === 'backdropClick') {
      return;
    }
    setOpen(false);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
          Show delivery note
        </Button>
        <Typography
          component="label"
          level="body-sm"
          startDecorator={<Switch checked={ignoreBackdrop} onChange={(event) => setIgnoreBackdrop(event.target.checked)} />}
        >
          Ignore backdrop clicks
        </Typography>
      </Box>
      <Typography role="status" level="body-sm">
        Last close request: {lastReason ? <code>{lastReason}</code> : 'none yet'}
      </Typography>
      <Modal open={open} onClose={handleClose}>
        <ModalDialog>
          <ModalClose aria-label="Close the delivery note" />
          <DialogTitle>Delivery note</DialogTitle>
          <DialogContent>
            Leave the parcel with the concierge if nobody answers. Close this note with the × button, the Escape key or a click outside it.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </Box>
  );
}
