import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const existingFiles = ['budget-2025.xlsx', 'team-photo.jpg'];

export default function AsyncSubmitDialog() {
  const [open, setOpen] = React.useState(false);
  const [fileName, setFileName] = React.useState('quarterly-report.pdf');
  const [draft, setDraft] = React.useState(fileName);
  const [saving, setSaving] = React.useState(false);
  const [error, setError] = React.useState('');

  const handleOpen = () => {
    setDraft(fileName);
    setError('');
    setOpen(true);
  };

  const handleClose = () => {
    // While the request runs, the dialog stays open: Escape and backdrop clicks are ignored.
    if (!saving) {
      setOpen(false);
    }
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setError('');
    // Simulated server round trip.
    await new Promise((resolve) => {
      setTimeout(resolve, 1500);
    });
    setSaving(false);
    if (existingFiles.includes(draft.trim())) {
      setError('A file with this name already exists in this folder.');
      return;
    }
    setFileName(draft.trim());
    setOpen(false);
  };

  return (
    <React.Fragment>
      <Typography variant="body2" sx={{ mb: 1 }}>
        File: {fileName}
      </Typography>
      <Button variant="outlined" onClick={handleOpen}>
        Rename
      </Button>
      <Dialog open={open} onClose={handleClose} maxWidth="xs" fullWidth aria-labelledby="rename-dialog-title">
        <form onSubmit={handleSubmit}>
          <DialogTitle id="rename-dialog-title">Rename file</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              required
              fullWidth
              margin="dense"
              label="File name"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              disabled={saving}
              error={Boolean(error)}
              helperText={error || 'Try “budget-2025.xlsx” to see a server error.'}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={handleClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={saving} disabled={draft.trim() === ''}>
              Rename
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </React.Fragment>
  );
}
