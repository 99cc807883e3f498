import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function KeepMountedModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Write a note
      </Button>
      {/* keepMounted: the panel stays in the DOM while closed, so the text survives closing. */}
      <Modal keepMounted open={open} onClose={() => setOpen(false)} aria-labelledby="keep-mounted-modal-title">
        <Box
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 'min(420px, calc(100% - 32px))',
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRadius: 2,
            boxShadow: 24,
            p: 3,
          }}
        >
          <Typography id="keep-mounted-modal-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            Quick note
          </Typography>
          <TextField label="Note" multiline minRows={3} fullWidth placeholder="Type, close, and open again: the text is still here." />
          <Box sx={{ mt: 2, textAlign: 'right' }}>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Box>
        </Box>
      </Modal>
    </div>
  );
}
