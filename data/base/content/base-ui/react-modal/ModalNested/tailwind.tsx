import * as React from 'react';
import { Modal } from '@mui/base/Modal';

// Modal gives the backdrop `open` and `ownerState` besides its DOM props: pass on only the DOM ones.
const BackdropBase = React.forwardRef<
  HTMLDivElement,
  { open?: boolean; className?: string; onClick?: React.MouseEventHandler<HTMLDivElement> }
>(function BackdropBase({ open, className, onClick }, ref) {
  return <div ref={ref} aria-hidden className={className} onClick={onClick} data-open={open || undefined} />;
});

export default function ModalNested() {
  const [editing, setEditing] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);
  const [status, setStatus] = React.useState('Bio: “Product designer in Lisbon.”');
  const titleId = React.useId();
  const confirmTitleId = React.useId();
  const bioId = React.useId();
  const closeAll = () => {
    setConfirming(false);
    setEditing(false);
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button
        className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-blue-700 bg-blue-700 text-white hover:bg-blue-800"
        type="button"
        onClick={() => setEditing(true)}
      >
        Edit bio
      </button>
      <span role="status">{status}</span>
      <Modal
        className="fixed inset-0 z-[1300] flex items-center justify-center p-4 [&.base-Modal-hidden]:invisible"
        slots={{ backdrop: BackdropBase }}
        slotProps={{ backdrop: { className: 'fixed inset-0 -z-10 bg-slate-900/55' } }}
        open={editing}
        onClose={() => setConfirming(true)}
      >
        <div
          className="box-border w-full max-w-[440px] rounded-xl p-6 shadow-2xl outline-none border border-solid border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
        >
          <h2 className="m-0 text-lg font-semibold" id={titleId}>
            Edit bio
          </h2>
          <div className="mt-4 flex flex-col gap-1.5 text-sm font-medium">
            <label htmlFor={bioId}>Short bio</label>
            <input
              className="rounded-lg border border-solid border-gray-300 bg-white px-3 py-2 font-[inherit] text-sm text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-400 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
              id={bioId}
              defaultValue="Product designer in Lisbon."
            />
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-gray-300 bg-white text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700"
              type="button"
              onClick={() => setConfirming(true)}
            >
              Close
            </button>
            <button
              className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-blue-700 bg-blue-700 text-white hover:bg-blue-800"
              type="button"
              onClick={() => {
                setStatus('Bio saved.');
                setEditing(false);
              }}
            >
              Save
            </button>
          </div>
          <Modal
            className="fixed inset-0 z-[1300] flex items-center justify-center p-4 [&.base-Modal-hidden]:invisible"
            slots={{ backdrop: BackdropBase }}
            slotProps={{ backdrop: { className: 'fixed inset-0 -z-10 bg-slate-900/55' } }}
            open={confirming}
            onClose={() => setConfirming(false)}
          >
            <div
              className="box-border w-full max-w-[440px] rounded-xl p-6 shadow-2xl outline-none border border-solid border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100"
              role="alertdialog"
              aria-modal="true"
              aria-labelledby={confirmTitleId}
            >
              <h2 className="m-0 text-lg font-semibold" id={confirmTitleId}>
                Discard your changes?
              </h2>
              <p className="mt-2 mb-0 text-sm leading-6 text-gray-600 dark:text-gray-300">
                Closing now loses what you typed in the bio field.
              </p>
              <div className="mt-6 flex flex-wrap justify-end gap-3">
                <button
                  className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-gray-300 bg-white text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700"
                  type="button"
                  onClick={() => setConfirming(false)}
                >
                  Keep editing
                </button>
                <button
                  className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-red-700 bg-red-700 text-white hover:bg-red-800"
                  type="button"
                  onClick={() => {
                    setStatus('Changes discarded.');
                    closeAll();
                  }}
                >
                  Discard
                </button>
              </div>
            </div>
          </Modal>
        </div>
      </Modal>
    </div>
  );
}
