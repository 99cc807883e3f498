import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

const initialDrafts = ['Quarterly update', 'Welcome email', 'Release notes 2.4'];

export default function ActionSnackbar() {
  const [drafts, setDrafts] = React.useState(initialDrafts);
  const [deleted, setDeleted] = React.useState<{ title: string; index: number } | null>(null);
  const [open, setOpen] = React.useState(false);

  const handleDelete = () => {
    if (drafts.length === 0) {
      return;
    }
    const index = drafts.length - 1;
    setDeleted({ title: drafts[index], index });
    setDrafts(drafts.slice(0, index));
    setOpen(true);
  };

  const handleUndo = () => {
    if (deleted) {
      const next = [...drafts];
      next.splice(deleted.index, 0, deleted.title);
      setDrafts(next);
    }
    setOpen(false);
  };

  const handleClose = (event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Box
      sx={{
        position: 'relative',
        height: 220,
        overflow: 'hidden',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        Drafts: {drafts.length > 0 ? drafts.join(', ') : 'none'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="error" onClick={handleDelete} disabled={drafts.length === 0}>
          Delete last draft
        </Button>
        <Button onClick={() => setDrafts(initialDrafts)}>Reset</Button>
      </Box>
      <Snackbar
        open={open}
        autoHideDuration={8000}
        onClose={handleClose}
        message={deleted ? `"${deleted.title}" deleted` : ''}
        action={
          <React.Fragment>
            <Button color="inherit" size="small" onClick={handleUndo}>
              Undo
            </Button>
            <IconButton size="small" aria-label="Close" color="inherit" onClick={handleClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </React.Fragment>
        }
        sx={{ position: 'absolute' }}
      />
    </Box>
  );
}
