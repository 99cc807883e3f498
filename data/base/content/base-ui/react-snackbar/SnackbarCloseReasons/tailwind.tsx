import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { SnackbarCloseReason } from '@mui/base/useSnackbar';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';

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
    // In an app, `position: fixed` places the snackbar against the window; the demo keeps it inside this stage.
    <div className="relative box-border grid min-h-[200px] content-start gap-4 overflow-hidden rounded-xl border border-solid border-gray-300 p-4 dark:border-gray-600">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            setLog('Showing the reminder.');
          }}
          className="cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-700 px-4 py-2 font-[inherit] text-sm leading-[normal] font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:focus-visible:outline-blue-300"
        >
          Show reminder
        </button>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-gray-900 dark:text-gray-100">
          <input
            type="checkbox"
            checked={ignoreClickAway}
            onChange={(event) => setIgnoreClickAway(event.target.checked)}
            className="m-0 size-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:accent-blue-300 dark:focus-visible:outline-blue-300"
          />
          Ignore clicks outside
        </label>
      </div>
      <p role="status" className="m-0 text-sm text-gray-600 dark:text-gray-300">
        {log}
      </p>
      <Snackbar
        open={open}
        autoHideDuration={8000}
        onClose={(_event, reason) => close(reason)}
        className="absolute right-3 bottom-3 left-3 z-[1] box-border flex max-w-[480px] items-center gap-3 rounded-[10px] bg-gray-800 py-2 pr-2 pl-4 text-sm text-gray-50 shadow-[0_10px_30px_rgba(0,0,0,0.25)] sm:right-auto sm:min-w-80 dark:bg-gray-100 dark:text-gray-900 dark:shadow-[0_10px_30px_rgba(0,0,0,0.6)]"
      >
        <p role="status" className="m-0 flex-1 leading-[1.4]">
          Your session expires in 5 minutes.
        </p>
        <button
          type="button"
          aria-label="Dismiss"
          onClick={() => close('button')}
          className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-inherit hover:bg-white/12 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-300 dark:hover:bg-black/8 dark:focus-visible:outline-blue-700"
        >
          <CloseRoundedIcon fontSize="small" />
        </button>
      </Snackbar>
    </div>
  );
}
