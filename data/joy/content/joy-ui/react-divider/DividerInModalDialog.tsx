import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function DividerInModalDialog() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="danger" onClick={() => setOpen(true)}>
        Leave workspace…
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog role="alertdialog" variant="outlined">
          <DialogTitle>
            <WarningRounded />
            Leave “Northwind design”?
          </DialogTitle>
          <Divider />
          <DialogContent>You will lose access to its boards and files. An owner can invite you again later.</DialogContent>
          <DialogActions>
            <Button color="danger" onClick={() => setOpen(false)}>
              Leave
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Stay
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
