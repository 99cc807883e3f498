import * as React from 'react';
import { useSnackbar } from '@mui/base/useSnackbar';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';

const toastButton =
  'shrink-0 cursor-pointer rounded-md bg-transparent font-[inherit] text-inherit hover:bg-red-700/8 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 dark:hover:bg-red-300/12 dark:focus-visible:outline-blue-300';

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
    <div className="relative grid max-w-[480px] gap-2 rounded-xl border border-solid border-gray-300 p-4 text-gray-900 dark:border-gray-600 dark:text-gray-100">
      <label htmlFor={noteId} className="text-sm font-semibold">
        Release notes
      </label>
      <textarea
        id={noteId}
        rows={3}
        defaultValue="Invoices can now be exported as CSV. Fixed the date picker skipping weeks in March."
        className="box-border w-full resize-y rounded-lg border border-solid border-gray-500 bg-transparent px-2.5 py-2 font-[inherit] text-sm leading-[normal] leading-normal text-inherit focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 dark:border-gray-400 dark:focus-visible:outline-blue-300"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="m-0 text-[13px] text-gray-600 dark:text-gray-300">
          {published ? 'Published to the changelog.' : 'Draft, not published.'}
        </p>
        <button
          type="button"
          onClick={publish}
          disabled={published}
          className="cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-700 px-4 py-2 font-[inherit] text-sm leading-[normal] font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:bg-blue-700 disabled:opacity-55 dark:focus-visible:outline-blue-300"
        >
          Publish
        </button>
      </div>
      {failed ? (
        // The toast sits over the bottom of the card, not the viewport.
        <div
          {...getRootProps()}
          className="absolute right-2 bottom-2 left-2 flex items-center gap-2.5 rounded-[10px] border border-solid border-red-300 bg-red-50 py-1.5 pr-1.5 pl-3 text-sm text-red-900 shadow-[0_8px_24px_rgba(0,0,0,0.15)] dark:border-red-900 dark:bg-red-950 dark:text-red-100 dark:shadow-[0_8px_24px_rgba(0,0,0,0.5)]"
        >
          <ErrorOutlineRoundedIcon fontSize="small" className="shrink-0 text-red-700 dark:text-red-300" />
          <p role="alert" className="m-0 flex-1 leading-[1.4]">
            <strong>Couldn’t publish.</strong> No response from the server.
          </p>
          <button
            type="button"
            onClick={publish}
            className={`${toastButton} border border-solid border-current px-2.5 py-1.5 text-[13px] font-bold`}
          >
            Retry
          </button>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => setFailed(false)}
            className={`${toastButton} inline-flex size-8 items-center justify-center border-0 p-0`}
          >
            <CloseRoundedIcon fontSize="small" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
