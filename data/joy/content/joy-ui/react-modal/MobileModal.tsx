import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';

export default function MobileModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" startDecorator={<LocationOnRounded />} onClick={() => setOpen(true)}>
        Share my location
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog
          sx={(theme) => ({
            maxWidth: 420,
            // On phones, a sheet pinned to the bottom edge, where the thumb is.
            [theme.breakpoints.only('xs')]: {
              top: 'unset',
              bottom: 0,
              left: 0,
              right: 0,
              maxWidth: 'unset',
              transform: 'none',
              borderRadius: 0,
              borderTopLeftRadius: 'var(--Card-radius)',
              borderTopRightRadius: 'var(--Card-radius)',
            },
          })}
        >
          <DialogTitle>Share your location with the driver?</DialogTitle>
          <DialogContent>Only while this ride is active. Your driver sees a pin, not your address history.</DialogContent>
          <DialogActions sx={{ flexDirection: { xs: 'column', sm: 'row-reverse' } }} buttonFlex="none">
            <Button onClick={() => setOpen(false)} sx={{ width: { xs: '100%', sm: 'auto' } }}>
              Share while riding
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)} sx={{ width: { xs: '100%', sm: 'auto' } }}>
              Not now
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
