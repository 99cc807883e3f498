import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function CloseReasonDialog() {
  const [open, setOpen] = React.useState(false);
  const [keepOnBackdrop, setKeepOnBackdrop] = React.useState(true);
  const [message, setMessage] = React.useState('The dialog has not been opened yet.');

  // v7: the former onBackdropClick logic lives here, keyed on the reason.
  const handleClose: DialogProps['onClose'] = (_event, reason) => {
    if (reason === 'backdropClick' && keepOnBackdrop) {
      setMessage('Backdrop click ignored: the dialog stays open.');
      return;
    }
    setMessage(`Closed with reason "${reason}".`);
    setOpen(false);
  };

  const closeWith = (label: string) => () => {
    setMessage(`Closed with the "${label}" button.`);
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={<Switch checked={keepOnBackdrop} onChange={(event) => setKeepOnBackdrop(event.target.checked)} />}
        label="Ignore backdrop clicks"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Discard draft…
      </Button>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {message}
      </Typography>
      <Dialog open={open} onClose={handleClose} aria-labelledby="close-reason-title" aria-describedby="close-reason-text">
        <DialogTitle id="close-reason-title">Discard this draft?</DialogTitle>
        <DialogContent>
          <DialogContentText id="close-reason-text">
            Click outside the dialog or press Escape to see which reason reaches onClose.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={closeWith('Keep editing')}>Keep editing</Button>
          <Button color="error" onClick={closeWith('Discard')}>
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
