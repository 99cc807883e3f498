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

const DangerButton = styled('button')({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid',
  cursor: 'pointer',
  borderColor: '#b91c1c',
  backgroundColor: '#b91c1c',
  color: '#fff',
  '&:hover': {
    backgroundColor: '#991b1b',
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

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  marginTop: 16,
  fontSize: '0.875rem',
  fontWeight: 500,
});

const TextInput = styled('input')({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #d1d5db',
  backgroundColor: '#fff',
  color: '#111827',
  '&:focus': {
    borderColor: '#2563eb',
    outline: '2px solid #60a5fa',
  },
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    borderColor: '#4b5563',
    backgroundColor: '#111827',
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
    <Row>
      <PrimaryButton type="button" onClick={() => setEditing(true)}>
        Edit bio
      </PrimaryButton>
      <span role="status">{status}</span>
      <ModalRoot slots={{ backdrop: Backdrop }} open={editing} onClose={() => setConfirming(true)}>
        <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <Title id={titleId}>Edit bio</Title>
          <Field>
            <label htmlFor={bioId}>Short bio</label>
            <TextInput id={bioId} defaultValue="Product designer in Lisbon." />
          </Field>
          <Actions>
            <SecondaryButton type="button" onClick={() => setConfirming(true)}>
              Close
            </SecondaryButton>
            <PrimaryButton
              type="button"
              onClick={() => {
                setStatus('Bio saved.');
                setEditing(false);
              }}
            >
              Save
            </PrimaryButton>
          </Actions>
          <ModalRoot slots={{ backdrop: Backdrop }} open={confirming} onClose={() => setConfirming(false)}>
            <Dialog role="alertdialog" aria-modal="true" aria-labelledby={confirmTitleId}>
              <Title id={confirmTitleId}>Discard your changes?</Title>
              <Text>Closing now loses what you typed in the bio field.</Text>
              <Actions>
                <SecondaryButton type="button" onClick={() => setConfirming(false)}>
                  Keep editing
                </SecondaryButton>
                <DangerButton
                  type="button"
                  onClick={() => {
                    setStatus('Changes discarded.');
                    closeAll();
                  }}
                >
                  Discard
                </DangerButton>
              </Actions>
            </Dialog>
          </ModalRoot>
        </Dialog>
      </ModalRoot>
    </Row>
  );
}
