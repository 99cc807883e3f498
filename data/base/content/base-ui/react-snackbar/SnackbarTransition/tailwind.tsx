import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { CssTransition } from '@mui/base/Transitions';
import { TransitionContext, TransitionContextValue } from '@mui/base/useTransition';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';

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
    // In an app, `position: fixed` places the snackbar against the window; the demo keeps it inside this stage.
    <div className="relative box-border min-h-[180px] overflow-hidden rounded-xl border border-solid border-gray-300 p-4 dark:border-gray-600">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-700 px-4 py-2 font-[inherit] text-sm leading-[normal] font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:focus-visible:outline-blue-300"
      >
        Save changes
      </button>
      {/* The Snackbar's root only places the message; the element inside carries the look and the animation. */}
      <Snackbar
        open={open}
        exited={exited}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        className="absolute right-3 bottom-3 left-3 z-[1] max-w-[480px] sm:right-auto sm:min-w-80"
      >
        <TransitionContext.Provider value={contextValue}>
          <CssTransition
            className="box-border flex items-center gap-3 rounded-[10px] bg-gray-800 px-4 py-3.5 text-sm text-gray-50 shadow-[0_10px_30px_rgba(0,0,0,0.25)] transition-[opacity,translate] duration-200 ease-out dark:bg-gray-100 dark:text-gray-900 dark:shadow-[0_10px_30px_rgba(0,0,0,0.6)]"
            enterClassName="translate-y-0 opacity-100"
            exitClassName="translate-y-6 opacity-0 motion-reduce:translate-y-0"
            lastTransitionedPropertyOnExit="opacity"
          >
            <CheckCircleRoundedIcon fontSize="small" className="text-green-400 dark:text-green-700" />
            <p role="status" className="m-0 flex-1 leading-[1.4]">
              Changes saved
            </p>
          </CssTransition>
        </TransitionContext.Provider>
      </Snackbar>
    </div>
  );
}
