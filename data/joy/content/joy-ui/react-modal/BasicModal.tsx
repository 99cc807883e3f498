import * as React from 'react';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  const descriptionId = React.useId();

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Opening hours
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', p: 2 }}>
        {/* A Sheet is only a surface: give it the dialog role and its name yourself. */}
        <Sheet
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          variant="outlined"
          sx={{ maxWidth: 400, borderRadius: 'md', p: 3, boxShadow: 'lg' }}
        >
          <ModalClose aria-label="Close opening hours" variant="plain" sx={{ m: 1 }} />
          <Typography id={titleId} component="h2" level="h4" sx={{ mb: 1 }}>
            Riverside branch
          </Typography>
          <Typography id={descriptionId} textColor="text.tertiary">
            Open Monday to Friday from 9:00 to 19:00, Saturday from 10:00 to 16:00. The study rooms close 30 minutes earlier.
          </Typography>
        </Sheet>
      </Modal>
    </React.Fragment>
  );
}
