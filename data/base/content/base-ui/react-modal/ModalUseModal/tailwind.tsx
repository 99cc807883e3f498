import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';

interface SheetModalProps {
  open: boolean;
  onClose: () => void;
  children: React.ReactElement<React.HTMLAttributes<HTMLElement>>;
}

// A modal built from the hook: you render the portal, root, backdrop and focus trap yourself.
function SheetModal({ open, onClose, children }: SheetModalProps) {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const { getRootProps, getBackdropProps, portalRef, isTopModal } = useModal({
    open,
    onClose,
    rootRef,
    children,
  });
  if (!open) {
    return null;
  }
  // `open` is meant for a backdrop component; a plain div does not need it.
  const { open: backdropOpen, ...backdropProps } = getBackdropProps();
  return (
    <Portal ref={portalRef}>
      <div className="fixed inset-0 z-[1300] flex items-center justify-center p-4 [&.base-Modal-hidden]:invisible" {...getRootProps()}>
        <div className="fixed inset-0 -z-10 bg-slate-900/55" {...backdropProps} data-open={backdropOpen || undefined} />
        <FocusTrap open isEnabled={isTopModal}>
          {children}
        </FocusTrap>
      </div>
    </Portal>
  );
}

export default function ModalUseModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button
        className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-blue-700 bg-blue-700 text-white hover:bg-blue-800"
        type="button"
        onClick={() => setOpen(true)}
      >
        Keyboard shortcuts
      </button>
      <SheetModal open={open} onClose={() => setOpen(false)}>
        <div
          className="box-border w-full max-w-[440px] rounded-xl p-6 shadow-2xl outline-none border border-solid border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <h2 className="m-0 text-lg font-semibold" id={titleId}>
            Keyboard shortcuts
          </h2>
          <p className="mt-2 mb-0 text-sm leading-6 text-gray-600 dark:text-gray-300">
            <kbd>N</kbd> new task · <kbd>/</kbd> search · <kbd>G</kbd> then <kbd>I</kbd> go to inbox · <kbd>Esc</kbd> close this dialog
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-gray-300 bg-white text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700"
              type="button"
              onClick={() => setOpen(false)}
            >
              Close
            </button>
          </div>
        </div>
      </SheetModal>
    </div>
  );
}
