import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import CardOverflow from '@mui/joy/CardOverflow';
import { styled } from '@mui/joy/styles';

// A welcome dialog with a wider radius and a softer shadow, reusable across onboarding steps.
const WelcomeDialog = styled(ModalDialog)(({ theme }) => ({
  '--Card-radius': theme.vars.radius.xl,
  boxShadow: theme.vars.shadow.xl,
  maxWidth: 400,
}));

export default function CustomizedModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>Start the tour</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        // The backdrop is a slot: tint it and drop the blur.
        slotProps={{ backdrop: { sx: { backdropFilter: 'none', backgroundColor: 'rgba(12 24 48 / 0.55)' } } }}
      >
        <WelcomeDialog>
          <CardOverflow>
            <AspectRatio ratio="21/9">
              <div aria-hidden style={{ background: 'linear-gradient(135deg, #1d4ed8 0%, #0e7490 55%, #15803d 100%)' }} />
            </AspectRatio>
          </CardOverflow>
          <ModalClose aria-label="Close the tour" variant="solid" color="neutral" sx={{ borderRadius: '50%' }} />
          <DialogTitle>Welcome to Fieldnotes</DialogTitle>
          <DialogContent>Three short steps: create a notebook, invite your crew, and record your first site visit.</DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Let’s go</Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Skip the tour
            </Button>
          </DialogActions>
        </WelcomeDialog>
      </Modal>
    </React.Fragment>
  );
}
