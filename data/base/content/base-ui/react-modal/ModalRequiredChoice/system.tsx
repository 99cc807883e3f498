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

const SecondaryButton = styled('button')({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid',
  cursor: 'pointer',
  borderColor: '#d1d5db',
  backgroundColor: '#fff',
  color: '#111827',
  '&:hover': {
    backgroundColor: '#f3f4f6',
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
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    borderColor: '#4b5563',
    backgroundColor: '#1f2937',
    color: '#f3f4f6',
    '&:hover': {
      backgroundColor: '#374151',
    },
  },
});

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
});

const Dialog = styled('div')({
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
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    borderColor: '#374151',
    backgroundColor: '#1f2937',
    color: '#f3f4f6',
  },
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
    <Row>
      <PrimaryButton type="button" onClick={() => setOpen(true)}>
        Show updated terms
      </PrimaryButton>
      <span role="status">{status}</span>
      <ModalRoot slots={{ backdrop: Backdrop }} open={open} disableEscapeKeyDown onClose={handleClose}>
        <Dialog role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
          <Title id={titleId}>We updated our terms</Title>
          <Text id={textId}>
            Version 4 changes how long invoices are kept (now 10 years) and adds a section on data exports. Accept to keep using your
            workspace.
          </Text>
          <Actions>
            <SecondaryButton
              type="button"
              onClick={() => {
                setStatus('You will be signed out until you accept version 4.');
                setOpen(false);
              }}
            >
              Not now
            </SecondaryButton>
            <PrimaryButton
              type="button"
              onClick={() => {
                setStatus('Terms of service: version 4 accepted.');
                setOpen(false);
              }}
            >
              Accept
            </PrimaryButton>
          </Actions>
        </Dialog>
      </ModalRoot>
    </Row>
  );
}
