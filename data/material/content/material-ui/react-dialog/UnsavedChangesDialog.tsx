import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function UnsavedChangesDialog() {
  const [bio, setBio] = React.useState('Urban planner. Cycling, maps and good coffee.');
  const [draft, setDraft] = React.useState(bio);
  const [editing, setEditing] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);

  const dirty = draft !== bio;

  const requestClose = () => {
    if (dirty) {
      setConfirming(true);
    } else {
      setEditing(false);
    }
  };

  return (
    <React.Fragment>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {bio}
      </Typography>
      <Button
        variant="outlined"
        onClick={() => {
          setDraft(bio);
          setEditing(true);
        }}
      >
        Edit bio
      </Button>
      <Dialog open={editing} onClose={requestClose} fullWidth maxWidth="sm" aria-labelledby="edit-bio-title">
        <DialogTitle id="edit-bio-title">Edit bio</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label="Bio"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            helperText="Change the text, then press Escape or Cancel."
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!dirty}
            onClick={() => {
              setBio(draft);
              setEditing(false);
            }}
          >
            Save
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="discard-title" aria-describedby="discard-description">
        <DialogTitle id="discard-title">Discard your changes?</DialogTitle>
        <DialogContent>
          <DialogContentText id="discard-description">Your edits to the bio have not been saved.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setConfirming(false)}>
            Keep editing
          </Button>
          <Button
            color="error"
            onClick={() => {
              setConfirming(false);
              setEditing(false);
            }}
          >
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
