import * as React from 'react';
import { Modal } from '@mui/base/Modal';

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
    <div className="flex flex-wrap items-center gap-4">
      <button
        className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-blue-700 bg-blue-700 text-white hover:bg-blue-800"
        type="button"
        onClick={() => setOpen(true)}
      >
        What’s new in 2.4
      </button>
      <Modal
        className="fixed inset-0 z-[1300] flex items-center justify-center p-4 [&.base-Modal-hidden]:invisible"
        slots={{ backdrop: BackdropBase }}
        slotProps={{ backdrop: { className: 'fixed inset-0 -z-10 bg-slate-900/55' } }}
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
      >
        <Fade
          className="box-border w-full max-w-[440px] rounded-xl p-6 shadow-2xl outline-none border border-solid border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100 scale-95 opacity-0 transition-[opacity,scale] duration-200 ease-out data-[shown]:scale-100 data-[shown]:opacity-100 motion-reduce:duration-[1ms]"
          in={open}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
        >
          <h2 className="m-0 text-lg font-semibold" id={titleId}>
            What’s new in 2.4
          </h2>
          <p className="mt-2 mb-0 text-sm leading-6 text-gray-600 dark:text-gray-300">
            Recurring invoices, a faster search across all workspaces and keyboard shortcuts for the timeline view.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              className="cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 disabled:cursor-not-allowed disabled:opacity-60 border-blue-700 bg-blue-700 text-white hover:bg-blue-800"
              type="button"
              onClick={() => setOpen(false)}
            >
              Got it
            </button>
          </div>
        </Fade>
      </Modal>
    </div>
  );
}
