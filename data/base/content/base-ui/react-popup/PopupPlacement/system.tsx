import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import type { PopupPlacement } from '@mui/base/Unstable_Popup';

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

const Stack = styled('div')`
  display: grid;
  gap: 12px;
`;

const placements: PopupPlacement[] = ['top-start', 'top', 'top-end', 'left', 'right', 'bottom-start', 'bottom', 'bottom-end'];

export default function PopupPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [placement, setPlacement] = React.useState<PopupPlacement | null>(null);
  const hintId = React.useId();
  return (
    <Stack>
      <Hint id={hintId}>Pick a placement for the hint next to “Target”.</Hint>
      <Row role="group" aria-labelledby={hintId}>
        {placements.map((value) => (
          <Ghost
            key={value}
            aria-pressed={placement === value}
            onClick={() => setPlacement((current) => (current === value ? null : value))}
          >
            {value}
          </Ghost>
        ))}
      </Row>
      <Row>
        <Action ref={setAnchor} style={{ margin: '56px auto' }}>
          Target
        </Action>
      </Row>
      <Popup open={placement !== null} anchor={anchor} placement={placement ?? 'bottom'} offset={6}>
        <Card>{placement}</Card>
      </Popup>
    </Stack>
  );
}
