import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import classes from './css.module.css';

export default function SnackbarBasic() {
  const [open, setOpen] = React.useState(false);

  return (
    <div className={classes.stage}>
      <button type="button" className={classes.primaryButton} onClick={() => setOpen(true)}>
        Mute thread
      </button>
      <Snackbar open={open} autoHideDuration={5000} onClose={() => setOpen(false)} className={classes.snackbar}>
        <p role="status" className={classes.message}>
          Thread muted. New replies won’t notify you.
        </p>
        <button type="button" aria-label="Dismiss" className={classes.closeButton} onClick={() => setOpen(false)}>
          <CloseRoundedIcon fontSize="small" />
        </button>
      </Snackbar>
    </div>
  );
}
