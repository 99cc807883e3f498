import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';

const clauses = [
  ['Scope', 'These terms cover the use of the shared workshop, its tools and its booking system.'],
  ['Bookings', 'Members book a bench for up to four hours at a time, and no more than three days ahead.'],
  ['Safety', 'Power tools are used only after the induction. Eye and ear protection is provided at the door.'],
  ['Materials', 'Offcuts in the green bins are free to take. Everything else is labelled with its owner.'],
  ['Cleaning', 'Leave the bench as you found it: swept, tools on the wall, extraction switched off.'],
  ['Guests', 'Each member may bring one guest, who stays with them and does not use power tools.'],
  ['Fees', 'The monthly fee is charged on the first day of the month and includes consumables.'],
  ['Cancellation', 'Cancel a booking up to two hours before it starts, or it counts against your monthly hours.'],
];

export default function FullscreenDialogDividers() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Read the workshop terms
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog layout="fullscreen">
          <ModalClose />
          <DialogTitle>Workshop terms of use</DialogTitle>
          <Divider />
          {/* Only the content scrolls; the dividers mark where the fixed header and footer end. */}
          <DialogContent sx={{ maxWidth: 640 }}>
            {clauses.map(([title, text], index) => (
              <React.Fragment key={title}>
                <Typography level="title-md" sx={{ mt: index === 0 ? 0 : 2 }}>
                  {index + 1}. {title}
                </Typography>
                <Typography level="body-md">{text}</Typography>
              </React.Fragment>
            ))}
          </DialogContent>
          <Divider />
          <DialogActions>
            <Button onClick={() => setOpen(false)}>I agree</Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Not now
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
