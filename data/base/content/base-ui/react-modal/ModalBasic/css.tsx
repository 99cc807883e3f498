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

export default function ModalBasic() {
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState('Project "Spring launch" is active.');
  const titleId = React.useId();
  const textId = React.useId();
  const close = () => setOpen(false);
  return (
    <div className={classes.row}>
      <button className={classes.dangerButton} type="button" onClick={() => setOpen(true)}>
        Delete project
      </button>
      <span role="status">{status}</span>
      <Modal
        className={classes.modal}
        slots={{ backdrop: BackdropBase }}
        slotProps={{ backdrop: { className: classes.backdrop } }}
        open={open}
        onClose={close}
      >
        <div className={classes.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
          <h2 className={classes.title} id={titleId}>
            Delete “Spring launch”?
          </h2>
          <p className={classes.text} id={textId}>
            The project, its 14 tasks and all uploaded files will be removed for everyone on the team. This cannot be undone.
          </p>
          <div className={classes.actions}>
            <button className={classes.secondaryButton} type="button" onClick={close}>
              Cancel
            </button>
            <button
              className={classes.dangerButton}
              type="button"
              onClick={() => {
                setStatus('Project "Spring launch" was deleted.');
                close();
              }}
            >
              Delete project
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
