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

export default function ModalContained() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  const [refreshed, setRefreshed] = React.useState(false);
  return (
    <div className={classes.pane}>
      <h2 className={classes.title}>Quarterly revenue widget</h2>
      <p className={classes.text} role="status">
        {refreshed ? 'Data refreshed just now.' : 'Data last refreshed 42 minutes ago.'}
      </p>
      <button className={classes.secondaryButton} type="button" onClick={() => setOpen(true)}>
        Widget settings
      </button>
      <Modal
        className={classes.modal}
        slots={{ backdrop: BackdropBase }}
        slotProps={{ backdrop: { className: classes.backdrop } }}
        open={open}
        onClose={() => setOpen(false)}
        disablePortal
        disableScrollLock
        hideBackdrop
        style={{ position: 'absolute', backgroundColor: 'rgba(15, 23, 42, 0.55)' }}
      >
        <div className={classes.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 className={classes.title} id={titleId}>
            Refresh data?
          </h2>
          <p className={classes.text}>Only this widget reloads; the rest of the dashboard stays usable.</p>
          <div className={classes.actions}>
            <button className={classes.secondaryButton} type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button
              className={classes.primaryButton}
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
