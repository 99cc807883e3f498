import * as React from 'react';
import { useSnackbar } from '@mui/base/useSnackbar';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import classes from './css.module.css';

export default function UseSnackbar() {
  const [failed, setFailed] = React.useState(false);
  const [attempts, setAttempts] = React.useState(0);
  const [published, setPublished] = React.useState(false);
  const noteId = React.useId();

  // No autoHideDuration and no ClickAwayListener: an error stays until the user acts on it.
  // The hook still closes it on Escape, through onClose.
  const { getRootProps } = useSnackbar({ open: failed, onClose: () => setFailed(false) });

  const publish = () => {
    // The first attempt fails, to show the error; the retry succeeds.
    if (attempts === 0) {
      setFailed(true);
    } else {
      setFailed(false);
      setPublished(true);
    }
    setAttempts((count) => count + 1);
  };

  return (
    <div className={classes.card}>
      <label htmlFor={noteId} className={classes.label}>
        Release notes
      </label>
      <textarea
        id={noteId}
        rows={3}
        className={classes.textarea}
        defaultValue="Invoices can now be exported as CSV. Fixed the date picker skipping weeks in March."
      />
      <div className={classes.footer}>
        <p role="status" className={classes.status}>
          {published ? 'Published to the changelog.' : 'Draft, not published.'}
        </p>
        <button type="button" className={classes.primaryButton} onClick={publish} disabled={published}>
          Publish
        </button>
      </div>
      {failed ? (
        <div {...getRootProps()} className={classes.toast}>
          <ErrorOutlineRoundedIcon fontSize="small" className={classes.toastIcon} />
          <p role="alert" className={classes.toastText}>
            <strong>Couldn’t publish.</strong> No response from the server.
          </p>
          <button type="button" className={classes.actionButton} onClick={publish}>
            Retry
          </button>
          <button type="button" aria-label="Dismiss" className={classes.closeButton} onClick={() => setFailed(false)}>
            <CloseRoundedIcon fontSize="small" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
