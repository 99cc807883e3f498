import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [invited, setInvited] = React.useState<string | null>(null);

  const handleClose = () => {
    setOpen(false);
  };

  const handleSubmit = (event: React.SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setInvited(String(data.get('email')));
    handleClose();
  };

  return (
    <React.Fragment>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Invite a teammate
      </Button>
      {invited && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Invitation sent to {invited}
        </Typography>
      )}
      <Dialog open={open} onClose={handleClose}>
        <form onSubmit={handleSubmit}>
          <DialogTitle>Invite a teammate</DialogTitle>
          <DialogContent>
            <DialogContentText>We will email them a link to join this workspace.</DialogContentText>
            <TextField
              autoFocus
              required
              margin="dense"
              id="invite-email"
              name="email"
              label="Email address"
              type="email"
              fullWidth
              variant="standard"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={handleClose}>Cancel</Button>
            <Button type="submit">Send invite</Button>
          </DialogActions>
        </form>
      </Dialog>
    </React.Fragment>
  );
}
