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

interface FadeProps extends React.HTMLAttributes<HTMLDivElement> {
  in?: boolean;
  onEnter?: () => void;
  onExited?: () => void;
}

// A minimal transition: Modal recognises a child with an `in` prop and passes it
// `onEnter` and `onExited`, then waits for `onExited` before unmounting.
const Fade = React.forwardRef<HTMLDivElement, FadeProps>(function Fade(props, ref) {
  const { in: open = false, onEnter, onExited, ...other } = props;
  const [shown, setShown] = React.useState(false);
  const callbacks = React.useRef({ onEnter, onExited });
  React.useEffect(() => {
    callbacks.current = { onEnter, onExited };
  });
  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    callbacks.current.onEnter?.();
    const frame = requestAnimationFrame(() => setShown(true));
    return () => {
      cancelAnimationFrame(frame);
      setShown(false);
    };
  }, [open]);
  return (
    <div
      ref={ref}
      data-shown={shown || undefined}
      onTransitionEnd={(event) => {
        if (!open && event.target === event.currentTarget && event.propertyName === 'opacity') {
          callbacks.current.onExited?.();
        }
      }}
      {...other}
    />
  );
});

export default function ModalTransition() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  return (
    <div className={classes.row}>
      <button className={classes.primaryButton} type="button" onClick={() => setOpen(true)}>
        What’s new in 2.4
      </button>
      <Modal
        className={classes.modal}
        slots={{ backdrop: BackdropBase }}
        slotProps={{ backdrop: { className: classes.backdrop } }}
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
      >
        <Fade className={classes.dialog} in={open} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 className={classes.title} id={titleId}>
            What’s new in 2.4
          </h2>
          <p className={classes.text}>
            Recurring invoices, a faster search across all workspaces and keyboard shortcuts for the timeline view.
          </p>
          <div className={classes.actions}>
            <button className={classes.primaryButton} type="button" onClick={() => setOpen(false)}>
              Got it
            </button>
          </div>
        </Fade>
      </Modal>
    </div>
  );
}
