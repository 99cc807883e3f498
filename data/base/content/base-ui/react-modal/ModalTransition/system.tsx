import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

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

const PrimaryButton = styled('button')({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid',
  cursor: 'pointer',
  borderColor: '#1d4ed8',
  backgroundColor: '#1d4ed8',
  color: '#fff',
  '&:hover': {
    backgroundColor: '#1e40af',
  },
  '&:focus-visible': {
    outline: '3px solid #60a5fa',
    outlineOffset: 2,
  },
  '&.base--focusVisible': {
    outline: '3px solid #60a5fa',
    outlineOffset: 2,
  },
  '&:disabled': {
    cursor: 'not-allowed',
    opacity: 0.6,
  },
});

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
});

const Title = styled('h2')({
  margin: 0,
  fontSize: '1.125rem',
  fontWeight: 600,
});

const Text = styled('p')({
  margin: '8px 0 0',
  fontSize: '0.875rem',
  lineHeight: '1.5rem',
  color: '#4b5563',
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    color: '#d1d5db',
  },
});

const Actions = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: 12,
  marginTop: 24,
});

const AnimatedDialog = styled(Fade)({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 440,
  padding: 24,
  borderRadius: 12,
  boxShadow: '0 20px 48px rgba(0, 0, 0, 0.3)',
  outline: 'none',
  border: '1px solid #e5e7eb',
  backgroundColor: '#fff',
  color: '#111827',
  opacity: 0,
  scale: 0.95,
  transition: 'opacity 200ms ease-out, scale 200ms ease-out',
  '&[data-shown]': {
    opacity: 1,
    scale: 1,
  },
  '@media (prefers-reduced-motion: reduce)': {
    transitionDuration: '1ms',
  },
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    borderColor: '#374151',
    backgroundColor: '#1f2937',
    color: '#f3f4f6',
  },
});

const ModalRoot = styled(Modal)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  // A closed modal that stays mounted (keepMounted) must not cover the page.
  '&.base-Modal-hidden': {
    visibility: 'hidden',
  },
});

const Backdrop = styled(BackdropBase)({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgba(15, 23, 42, 0.55)',
});

export default function ModalTransition() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  return (
    <Row>
      <PrimaryButton type="button" onClick={() => setOpen(true)}>
        What’s new in 2.4
      </PrimaryButton>
      <ModalRoot slots={{ backdrop: Backdrop }} open={open} onClose={() => setOpen(false)} closeAfterTransition>
        <AnimatedDialog in={open} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <Title id={titleId}>What’s new in 2.4</Title>
          <Text>Recurring invoices, a faster search across all workspaces and keyboard shortcuts for the timeline view.</Text>
          <Actions>
            <PrimaryButton type="button" onClick={() => setOpen(false)}>
              Got it
            </PrimaryButton>
          </Actions>
        </AnimatedDialog>
      </ModalRoot>
    </Row>
  );
}
