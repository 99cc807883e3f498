import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';

export default function SnackbarBasic() {
  const [open, setOpen] = React.useState(false);

  return (
    // In an app, `position: fixed` places the snackbar against the window; the demo keeps it inside this stage.
    <div className="relative box-border min-h-[180px] overflow-hidden rounded-xl border border-solid border-gray-300 p-4 dark:border-gray-600">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-700 px-4 py-2 font-[inherit] text-sm leading-[normal] font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:focus-visible:outline-blue-300"
      >
        Mute thread
      </button>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={() => setOpen(false)}
        className="absolute right-3 bottom-3 left-3 z-[1] box-border flex max-w-[480px] items-center gap-3 rounded-[10px] bg-gray-800 py-2 pr-2 pl-4 text-sm text-gray-50 shadow-[0_10px_30px_rgba(0,0,0,0.25)] sm:right-auto sm:min-w-80 dark:bg-gray-100 dark:text-gray-900 dark:shadow-[0_10px_30px_rgba(0,0,0,0.6)]"
      >
        <p role="status" className="m-0 flex-1 leading-[1.4]">
          Thread muted. New replies won’t notify you.
        </p>
        <button
          type="button"
          aria-label="Dismiss"
          onClick={() => setOpen(false)}
          className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-inherit hover:bg-white/12 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-300 dark:hover:bg-black/8 dark:focus-visible:outline-blue-700"
        >
          <CloseRoundedIcon fontSize="small" />
        </button>
      </Snackbar>
    </div>
  );
}
