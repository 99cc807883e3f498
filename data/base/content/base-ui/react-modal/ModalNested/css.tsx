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
    <div className={classes.row}>
      <button className={classes.primaryButton} type="button" onClick={() => setEditing(true)}>
        Edit bio
      </button>
      <span role="status">{status}</span>
      <Modal
        className={classes.modal}
        slots={{ backdrop: BackdropBase }}
        slotProps={{ backdrop: { className: classes.backdrop } }}
        open={editing}
        onClose={() => setConfirming(true)}
      >
        <div className={classes.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 className={classes.title} id={titleId}>
            Edit bio
          </h2>
          <div className={classes.field}>
            <label htmlFor={bioId}>Short bio</label>
            <input className={classes.input} id={bioId} defaultValue="Product designer in Lisbon." />
          </div>
          <div className={classes.actions}>
            <button className={classes.secondaryButton} type="button" onClick={() => setConfirming(true)}>
              Close
            </button>
            <button
              className={classes.primaryButton}
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
            className={classes.modal}
            slots={{ backdrop: BackdropBase }}
            slotProps={{ backdrop: { className: classes.backdrop } }}
            open={confirming}
            onClose={() => setConfirming(false)}
          >
            <div className={classes.dialog} role="alertdialog" aria-modal="true" aria-labelledby={confirmTitleId}>
              <h2 className={classes.title} id={confirmTitleId}>
                Discard your changes?
              </h2>
              <p className={classes.text}>Closing now loses what you typed in the bio field.</p>
              <div className={classes.actions}>
                <button className={classes.secondaryButton} type="button" onClick={() => setConfirming(false)}>
                  Keep editing
                </button>
                <button
                  className={classes.dangerButton}
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
