import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export default function AlertDialog() {
  const [open, setOpen] = React.useState(false);

  const handleClose = () => {
    setOpen(false);
  };

  return (
    <React.Fragment>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <Dialog open={open} onClose={handleClose} aria-describedby="alert-dialog-description">
        <DialogTitle>Delete this project?</DialogTitle>
        <DialogContent>
          <DialogContentText id="alert-dialog-description">
            The project, its files and its history will be removed for every member of the team. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose} autoFocus>
            Keep project
          </Button>
          <Button onClick={handleClose} color="error">
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
