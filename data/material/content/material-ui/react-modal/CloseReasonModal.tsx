import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal, { ModalProps } from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function CloseReasonModal() {
  const [open, setOpen] = React.useState(false);
  const [draft, setDraft] = React.useState('');
  const [log, setLog] = React.useState('');

  const handleClose: ModalProps['onClose'] = (_event, reason) => {
    // A stray click on the backdrop should not throw away what the user typed.
    if (reason === 'backdropClick' && draft.trim() !== '') {
      setLog('Backdrop click ignored: the reply has unsaved text.');
      return;
    }
    setLog(`Closed by ${reason}.`);
    setOpen(false);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Reply to review
      </Button>
      <Typography role="status" variant="body2" color="text.secondary">
        {log}
      </Typography>
      <Modal open={open} onClose={handleClose} aria-labelledby="close-reason-title">
        <Box
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 'min(440px, calc(100% - 32px))',
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRadius: 2,
            boxShadow: 24,
            p: 3,
          }}
        >
          <Typography id="close-reason-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            Reply to a 4-star review
          </Typography>
          <TextField
            label="Your reply"
            multiline
            minRows={3}
            fullWidth
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            helperText="Type something, then click outside the panel."
          />
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button
              onClick={() => {
                setDraft('');
                setLog('Reply discarded.');
                setOpen(false);
              }}
            >
              Discard
            </Button>
            <Button
              variant="contained"
              onClick={() => {
                setLog('Reply posted.');
                setDraft('');
                setOpen(false);
              }}
            >
              Post reply
            </Button>
          </Stack>
        </Box>
      </Modal>
    </Stack>
  );
}
