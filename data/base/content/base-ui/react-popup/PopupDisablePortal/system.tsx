import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

const Card = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 12,
  maxWidth: 420,
  padding: 16,
  borderRadius: 12,
  border: '1px solid #d1d5db',
  backgroundColor: '#fff',
  color: '#111827',
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 2 },
  ...theme.applyStyles('dark', { borderColor: '#4b5563', backgroundColor: '#111827', color: '#f3f4f6' }),
}));

const Row = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Ghost = styled(Button)(({ theme }) => ({
  padding: '8px 14px',
  borderRadius: 8,
  border: '1px solid #4b5563',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '&.base--focusVisible': { outline: '3px solid #60a5fa', outlineOffset: 2 },
  ...theme.applyStyles('dark', { borderColor: '#9ca3af', '&:hover': { backgroundColor: '#1f2937' } }),
}));

const Hint = styled('p')`
  margin: 0;
  font-size: 0.875rem;
`;

export default function PopupDisablePortal() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  return (
    <Row>
      <Ghost ref={setAnchor} aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        Password rules
      </Ghost>
      {/* Rendered right after the button, so it follows it in the tab order and reading order. */}
      <Popup id={id} open={open} anchor={anchor} offset={8} placement="right" disablePortal>
        <Card>
          <Hint>At least 12 characters, one digit, and no part of your email address.</Hint>
        </Card>
      </Popup>
    </Row>
  );
}
