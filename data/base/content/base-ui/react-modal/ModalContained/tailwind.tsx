import * as React from 'react';
import { Modal } from '@mui/base/Modal';

// Modal gives the backdrop `open` and `ownerState` besides its DOM props: pass on only the DOM ones.
const BackdropBase = React.forwardRef<
  HTMLDivElement,
  { open?: boolean; className?: string; onClick?: React.MouseEventHandler<HTMLDivElement> }
>(function BackdropBase({ open, className, onClick }, ref) {
  return <div ref={ref} aria-hidden className={className} onClick={onClick} data-open={open || undefined} />;
});

export default function ModalContained() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  const [refreshed, setRefreshed] = React.useState(false);
  return (
    <div className="relative flex min-h-[260px] w-full flex-col items-start gap-3 overflow-hidden rounded-xl p-4 border border-solid border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100">
      <h2 className="m-0 text-lg font-semibold">Quarterly revenue widget</h2>
      <p className="mt-2 mb-0 text-sm leading-6 text-gray-600 dark:text-gray-300" role="status">
        {refreshed ? 'Data refreshed just now.' : 'Data last refreshed 42 minutes ago.'}
      </p>
      <button
        className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-gray-300 bg-white text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700"
        type="button"
        onClick={() => setOpen(true)}
      >
        Widget settings
      </button>
      <Modal
        className="fixed inset-0 z-[1300] flex items-center justify-center p-4 [&.base-Modal-hidden]:invisible"
        slots={{ backdrop: BackdropBase }}
        slotProps={{ backdrop: { className: 'fixed inset-0 -z-10 bg-slate-900/55' } }}
        open={open}
        onClose={() => setOpen(false)}
        disablePortal
        disableScrollLock
        hideBackdrop
        style={{ position: 'absolute', backgroundColor: 'rgba(15, 23, 42, 0.55)' }}
      >
        <div
          className="box-border w-full max-w-[440px] rounded-xl p-6 shadow-2xl outline-none border border-solid border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
        >
          <h2 className="m-0 text-lg font-semibold" id={titleId}>
            Refresh data?
          </h2>
          <p className="mt-2 mb-0 text-sm leading-6 text-gray-600 dark:text-gray-300">
            Only this widget reloads; the rest of the dashboard stays usable.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-gray-300 bg-white text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700"
              type="button"
              onClick={() => setOpen(false)}
            >
              Cancel
            </button>
            <button
              className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-blue-700 bg-blue-700 text-white hover:bg-blue-800"
              type="button"
              onClick={() => {
                setRefreshed(true);
                setOpen(false);
              }}
            >
              Refresh now
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
