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

const Actions = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: 12,
  marginTop: 24,
});

const Check = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  marginTop: 12,
  fontSize: '0.875rem',
});

const Fieldset = styled('fieldset')({
  margin: '16px 0 0',
  border: 0,
  padding: 0,
});

const Legend = styled('legend')({
  padding: 0,
  fontSize: '0.875rem',
  fontWeight: 600,
});

const categories = ['Running shoes', 'Trail shoes', 'Socks', 'Rain jackets', 'Headlamps'];

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

export default function ModalKeepMounted() {
  const [open, setOpen] = React.useState(false);
  const [applied, setApplied] = React.useState<string[]>([]);
  const titleId = React.useId();
  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setApplied(new FormData(event.currentTarget).getAll('category').map(String));
    setOpen(false);
  };
  return (
    <Row>
      <SecondaryButton type="button" onClick={() => setOpen(true)}>
        Filters{applied.length > 0 ? ` (${applied.length})` : ''}
      </SecondaryButton>
      <span role="status">{applied.length === 0 ? 'Showing all products' : `Showing: ${applied.join(', ')}`}</span>
      <ModalRoot slots={{ backdrop: Backdrop }} keepMounted open={open} onClose={() => setOpen(false)}>
        <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <form onSubmit={handleSubmit}>
            <Title id={titleId}>Filter products</Title>
            <Fieldset>
              <Legend>Category</Legend>
              {categories.map((category) => (
                <Check key={category}>
                  <input type="checkbox" name="category" value={category} />
                  {category}
                </Check>
              ))}
            </Fieldset>
            <Actions>
              <SecondaryButton type="button" onClick={() => setOpen(false)}>
                Cancel
              </SecondaryButton>
              <PrimaryButton type="submit">Apply filters</PrimaryButton>
            </Actions>
          </form>
        </Dialog>
      </ModalRoot>
    </Row>
  );
}
