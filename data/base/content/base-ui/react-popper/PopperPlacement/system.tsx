import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
import { Popper } from '@mui/base/Popper';
import type { PopperPlacementType } from '@mui/base/Popper';

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

const Stack = styled('div')`
  display: grid;
  gap: 12px;
`;

const placements: PopperPlacementType[] = ['top', 'right', 'bottom', 'left', 'auto'];

export default function PopperPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLSpanElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType | null>(null);
  const hintId = React.useId();
  return (
    <Stack>
      <Hint id={hintId}>Where should the label of the chart point appear?</Hint>
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
        <span
          ref={setAnchor}
          aria-hidden
          style={{
            margin: '48px auto',
            width: 16,
            height: 16,
            borderRadius: '50%',
            background: '#2563eb',
            border: '3px solid #93c5fd',
          }}
        />
      </Row>
      <Popper
        open={placement !== null}
        anchorEl={anchor}
        placement={placement ?? 'bottom'}
        modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
      >
        <Card>March: 1,482 sign-ups</Card>
      </Popper>
    </Stack>
  );
}
