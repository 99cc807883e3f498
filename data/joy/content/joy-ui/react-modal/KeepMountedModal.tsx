import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

export default function KeepMountedModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Write a note
      </Button>
      <Typography level="body-xs">Type something, close the dialog and open it again: the text is still there.</Typography>
      {/* keepMounted leaves the dialog in the DOM while closed (hidden), so its state and any expensive children survive. */}
      <Modal keepMounted open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{ width: 420 }}>
          <ModalClose aria-label="Close the note" />
          <DialogTitle>Note for the next shift</DialogTitle>
          <DialogContent>Kept in memory while this page is open.</DialogContent>
          <FormControl>
            <FormLabel>Note</FormLabel>
            {/* Uncontrolled on purpose: only the mounted DOM remembers the text. */}
            <Textarea minRows={3} placeholder="Fridge 2 is running warm; the technician comes at 14:00." />
          </FormControl>
        </ModalDialog>
      </Modal>
    </Box>
  );
}
