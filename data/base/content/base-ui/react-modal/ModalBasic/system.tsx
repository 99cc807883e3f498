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

export default function ModalBasic() {
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState('Project "Spring launch" is active.');
  const titleId = React.useId();
  const textId = React.useId();
  const close = () => setOpen(false);
  return (
    <Row>
      <DangerButton type="button" onClick={() => setOpen(true)}>
        Delete project
      </DangerButton>
      <span role="status">{status}</span>
      <ModalRoot slots={{ backdrop: Backdrop }} open={open} onClose={close}>
        <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
          <Title id={titleId}>Delete “Spring launch”?</Title>
          <Text id={textId}>
            The project, its 14 tasks and all uploaded files will be removed for everyone on the team. This cannot be undone.
          </Text>
          <Actions>
            <SecondaryButton type="button" onClick={close}>
              Cancel
            </SecondaryButton>
            <DangerButton
              type="button"
              onClick={() => {
                setStatus('Project "Spring launch" was deleted.');
                close();
              }}
            >
              Delete project
            </DangerButton>
          </Actions>
        </Dialog>
      </ModalRoot>
    </Row>
  );
}
