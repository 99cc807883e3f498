import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
import { FocusTrap } from '@mui/base/FocusTrap';

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

const Action = styled(Button)`
  padding: 8px 14px;
  border-radius: 8px;
  border: 1px solid #1d4ed8;
  background-color: #2563eb;
  color: #fff;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background-color: #1d4ed8;
  }

  &.base--focusVisible {
    outline: 3px solid #60a5fa;
    outline-offset: 2px;
  }
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

const TextInput = styled('input')(({ theme }) => ({
  minWidth: 0,
  padding: '8px 10px',
  borderRadius: 8,
  border: '1px solid #4b5563',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 1 },
  ...theme.applyStyles('dark', { borderColor: '#9ca3af' }),
}));

const Hint = styled('p')`
  margin: 0;
  font-size: 0.875rem;
`;

const Label = styled('label')`
  display: grid;
  gap: 4px;
  font-size: 0.875rem;
  font-weight: 600;
`;

export default function FocusTrapLazy() {
  const [open, setOpen] = React.useState(false);
  return (
    <FocusTrap open={open} disableAutoFocus>
      <Card tabIndex={-1} role="group" aria-label="Keyboard shortcuts editor">
        <Hint role="status">{open ? 'Focus is trapped in this card.' : 'Focus moves freely.'}</Hint>
        <Label>
          Shortcut for “New note”
          <TextInput defaultValue="Ctrl + N" />
        </Label>
        <Row>
          <Action onClick={() => setOpen(true)} disabled={open}>
            Trap focus
          </Action>
          <Ghost onClick={() => setOpen(false)} disabled={!open}>
            Release
          </Ghost>
        </Row>
      </Card>
    </FocusTrap>
  );
}
