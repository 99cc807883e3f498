import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';
import classes from './css.module.css';

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
      <div className={classes.modal} {...getRootProps()}>
        <div className={classes.backdrop} {...backdropProps} data-open={backdropOpen || undefined} />
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
    <div className={classes.row}>
      <button className={classes.primaryButton} type="button" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </button>
      <SheetModal open={open} onClose={() => setOpen(false)}>
        <div className={classes.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
          <h2 className={classes.title} id={titleId}>
            Keyboard shortcuts
          </h2>
          <p className={classes.text}>
            <kbd>N</kbd> new task · <kbd>/</kbd> search · <kbd>G</kbd> then <kbd>I</kbd> go to inbox · <kbd>Esc</kbd> close this dialog
          </p>
          <div className={classes.actions}>
            <button className={classes.secondaryButton} type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </div>
      </SheetModal>
    </div>
  );
}
