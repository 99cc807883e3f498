import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

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

const HookRoot = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
});

const HookBackdrop = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgba(15, 23, 42, 0.55)',
});

interface SheetModalProps {
  open: boolean;
  onClose: () => void;
  children: React.ReactElement<React.HTMLAttributes<HTMLElement>>;
}

// A modal built from the hook: you render the portal, root, backdrop and focus trap yourself.
function SheetModal({ open, onClose, children }: SheetModalProps) {
  const rootRef = React.useRef<HTMLDivElement>(null);
  const { getRootProps, getBackdropProps, portalRef, isTopModal } = useModal({
    open,
    onClose,
    rootRef,
    children,
  });
  if (!open) {
    return null;
  }
  // `open` is meant for a backdrop component; a plain div does not need it.
  const { open: backdropOpen, ...backdropProps } = getBackdropProps();
  return (
    <Portal ref={portalRef}>
      <HookRoot {...getRootProps()}>
        <HookBackdrop {...backdropProps} data-open={backdropOpen || undefined} />
        <FocusTrap open isEnabled={isTopModal}>
          {children}
        </FocusTrap>
      </HookRoot>
    </Portal>
  );
}

export default function ModalUseModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  return (
    <Row>
      <PrimaryButton type="button" onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </PrimaryButton>
      <SheetModal open={open} onClose={() => setOpen(false)}>
        <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
          <Title id={titleId}>Keyboard shortcuts</Title>
          <Text>
            <kbd>N</kbd> new task · <kbd>/</kbd> search · <kbd>G</kbd> then <kbd>I</kbd> go to inbox · <kbd>Esc</kbd> close this dialog
          </Text>
          <Actions>
            <SecondaryButton type="button" onClick={() => setOpen(false)}>
              Close
            </SecondaryButton>
          </Actions>
        </Dialog>
      </SheetModal>
    </Row>
  );
}
