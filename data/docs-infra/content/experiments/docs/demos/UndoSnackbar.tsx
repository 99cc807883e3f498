import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';

export default function UndoSnackbar() {
  const [archived, setArchived] = React.useState(0);
  const [open, setOpen] = React.useState(false);

  const archive = () => {
    setArchived(archived + 1);
    setOpen(true);
  };
  const undo = () => {
    setArchived(archived - 1);
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={archive}>
        Archive the oldest note
      </Button>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Archived notes: {archived}
      </Typography>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        message="Note archived"
        action={
          <Button color="inherit" size="small" onClick={undo}>
            Undo
          </Button>
        }
      />
    </div>
  );
}
