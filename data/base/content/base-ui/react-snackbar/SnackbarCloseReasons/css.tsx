import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { SnackbarCloseReason } from '@mui/base/useSnackbar';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import classes from './css.module.css';

const REASONS: Record<SnackbarCloseReason | 'button', string> = {
  timeout: 'Closed by the timer after 8 seconds.',
  clickaway: 'Closed by a click outside the message.',
  escapeKeyDown: 'Closed with the Escape key.',
  button: 'Closed with its close button.',
};

export default function SnackbarCloseReasons() {
  const [open, setOpen] = React.useState(false);
  const [ignoreClickAway, setIgnoreClickAway] = React.useState(true);
  const [log, setLog] = React.useState('Not shown yet.');

  const close = (reason: SnackbarCloseReason | 'button') => {
    if (reason === 'clickaway' && ignoreClickAway) {
      setLog('A click outside was ignored: the message stays.');
      return;
    }
    setOpen(false);
    setLog(REASONS[reason]);
  };

  return (
    <div className={classes.stack}>
      <div className={classes.row}>
        <button
          type="button"
          className={classes.primaryButton}
          onClick={() => {
            setOpen(true);
            setLog('Showing the reminder.');
          }}
        >
          Show reminder
        </button>
        <label className={classes.check}>
          <input type="checkbox" checked={ignoreClickAway} onChange={(event) => setIgnoreClickAway(event.target.checked)} />
          Ignore clicks outside
        </label>
      </div>
      <p role="status" className={classes.log}>
        {log}
      </p>
      <Snackbar open={open} autoHideDuration={8000} onClose={(_event, reason) => close(reason)} className={classes.snackbar}>
        <p role="status" className={classes.message}>
          Your session expires in 5 minutes.
        </p>
        <button type="button" aria-label="Dismiss" className={classes.closeButton} onClick={() => close('button')}>
          <CloseRoundedIcon fontSize="small" />
        </button>
      </Snackbar>
    </div>
  );
}
