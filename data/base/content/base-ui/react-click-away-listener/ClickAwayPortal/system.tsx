import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';

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

const Hint = styled('p')`
  margin: 0;
  font-size: 0.875rem;
`;

export default function ClickAwayPortal() {
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div>
        <Row>
          <Action aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
            Language: English
          </Action>
        </Row>
        {open && (
          <Portal>
            <div id={id} style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1300 }}>
              <Card>
                <Hint>Rendered at the end of the page, but clicks here do not close it.</Hint>
                <Row>
                  <Ghost>Deutsch</Ghost>
                  <Ghost>Español</Ghost>
                  <Ghost onClick={() => setOpen(false)}>Close</Ghost>
                </Row>
              </Card>
            </div>
          </Portal>
        )}
      </div>
    </ClickAwayListener>
  );
}
