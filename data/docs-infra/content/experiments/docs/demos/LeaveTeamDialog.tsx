import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export default function LeaveTeamDialog() {
  const [open, setOpen] = React.useState(false);
  const [member, setMember] = React.useState(true);

  const leave = () => {
    setMember(false);
    setOpen(false);
  };

  return (
    <div>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {member ? 'You are in the choir.' : 'You left the choir.'}
      </Typography>
      <Button variant="outlined" onClick={() => (member ? setOpen(true) : setMember(true))}>
        {member ? 'Leave the choir' : 'Join again'}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="leave-team-title" aria-describedby="leave-team-text">
        <DialogTitle id="leave-team-title">Leave the choir?</DialogTitle>
        <DialogContent>
          <DialogContentText id="leave-team-text">You will stop getting rehearsal notes and the sheet music folder.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Stay</Button>
          <Button color="error" onClick={leave}>
            Leave
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
