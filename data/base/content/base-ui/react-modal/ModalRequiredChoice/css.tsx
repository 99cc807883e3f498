import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import classes from './css.module.css';

// Modal gives the backdrop `open` and `ownerState` besides its DOM props: pass on only the DOM ones.
const BackdropBase = React.forwardRef<
  HTMLDivElement,
  { open?: boolean; className?: string; onClick?: React.MouseEventHandler<HTMLDivElement> }
>(function BackdropBase({ open, className, onClick }, ref) {
  return <div ref={ref} aria-hidden className={className} onClick={onClick} data-open={open || undefined} />;
});

export default function ModalRequiredChoice() {
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState('Terms of service: version 3 accepted.');
  const titleId = React.useId();
  const textId = React.useId();
  const handleClose = (_event: object, reason: 'backdropClick' | 'escapeKeyDown') => {
    // Escape is disabled and backdrop clicks are ignored: the user must pick a button.
    if (reason !== 'backdropClick') {
      setOpen(false);
    }
  };
  return (
    <div className={classes.row}>
      <button className={classes.primaryButton} type="button" onClick={() => setOpen(true)}>
        Show updated terms
      </button>
      <span role="status">{status}</span>
      <Modal
        className={classes.modal}
        slots={{ backdrop: BackdropBase }}
        slotProps={{ backdrop: { className: classes.backdrop } }}
        open={open}
        disableEscapeKeyDown
        onClose={handleClose}
      >
        <div className={classes.dialog} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
          <h2 className={classes.title} id={titleId}>
            We updated our terms
          </h2>
          <p className={classes.text} id={textId}>
            Version 4 changes how long invoices are kept (now 10 years) and adds a section on data exports. Accept to keep using your
            workspace.
          </p>
          <div className={classes.actions}>
            <button
              className={classes.secondaryButton}
              type="button"
              onClick={() => {
                setStatus('You will be signed out until you accept version 4.');
                setOpen(false);
              }}
            >
              Not now
            </button>
            <button
              className={classes.primaryButton}
              type="button"
              onClick={() => {
                setStatus('Terms of service: version 4 accepted.');
                setOpen(false);
              }}
            >
              Accept
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
