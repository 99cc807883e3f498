import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';

export default function DialogStructure() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button startDecorator={<EventRepeatRounded />} onClick={() => setOpen(true)}>
        Reschedule
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{ maxWidth: 440 }}>
          <ModalClose aria-label="Close" />
          <DialogTitle>Move your appointment?</DialogTitle>
          <DialogContent>
            Your dental check-up moves from Tuesday 14 May, 09:30 to Thursday 16 May, 11:00. We will send a new reminder the day before.
          </DialogContent>
          <Divider />
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Move appointment</Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Keep Tuesday
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
