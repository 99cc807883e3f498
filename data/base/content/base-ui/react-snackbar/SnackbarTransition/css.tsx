import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { CssTransition } from '@mui/base/Transitions';
import { TransitionContext, TransitionContextValue } from '@mui/base/useTransition';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import classes from './css.module.css';

// The trigger side of the transition, written out: `useTransitionTrigger` from @mui/base/useTransition
// lets the content unmount before its exit transition has run (mui/material-ui#40894).
function useExitTransition(open: boolean) {
  const [exited, setExited] = React.useState(!open);
  if (open && exited) {
    setExited(false);
  }
  const contextValue = React.useMemo<TransitionContextValue>(
    () => ({ requestedEnter: open, onExited: () => setExited(true), registerTransition: () => () => {} }),
    [open],
  );
  return { contextValue, exited };
}

export default function SnackbarTransition() {
  const [open, setOpen] = React.useState(false);
  // `exited` stays false until the exit transition has finished, and keeps the Snackbar mounted meanwhile.
  const { contextValue, exited } = useExitTransition(open);

  return (
    <div className={classes.stage}>
      <button type="button" className={classes.primaryButton} onClick={() => setOpen(true)}>
        Save changes
      </button>
      {/* The Snackbar's root only places the message; the element inside carries the look and the animation. */}
      <Snackbar open={open} exited={exited} autoHideDuration={4000} onClose={() => setOpen(false)} className={classes.positioner}>
        <TransitionContext.Provider value={contextValue}>
          <CssTransition
            className={classes.message}
            enterClassName={classes.enter}
            exitClassName={classes.exit}
            lastTransitionedPropertyOnExit="opacity"
          >
            <CheckCircleRoundedIcon fontSize="small" className={classes.icon} />
            <p role="status" className={classes.text}>
              Changes saved
            </p>
          </CssTransition>
        </TransitionContext.Provider>
      </Snackbar>
    </div>
  );
}
