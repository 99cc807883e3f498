import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';

export default function SwitchControlled() {
  const [away, setAway] = React.useState(false);
  return (
    <div>
      <Row>
        Out-of-office reply
        <StyledSwitch checked={away} onChange={(event) => setAway(event.target.checked)} />
      </Row>
      <Status role="status">
        {away ? 'Senders get your out-of-office reply until you switch it off.' : 'Out-of-office reply is off.'}
      </Status>
    </div>
  );
}

const Status = styled('p')({
  margin: '8px 0 0',
  fontSize: '0.875rem',
  color: '#4b5563',
  '.dark &': { color: '#d1d5db' },
});

const Row = styled('label')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  maxWidth: 360,
  padding: '8px 0',
  fontSize: '0.9375rem',
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

const StyledSwitch = styled(Switch)({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 40,
  height: 24,
  '& .base-Switch-track': {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    backgroundColor: '#6b7280',
    transition: 'background-color 150ms',
  },
  '& .base-Switch-thumb': {
    position: 'absolute',
    top: 3,
    left: 3,
    width: 18,
    height: 18,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'transform 150ms',
  },
  '& .base-Switch-input': {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
  },
  '&.base--checked .base-Switch-track': { backgroundColor: '#2563eb' },
  '&.base--checked .base-Switch-thumb': { transform: 'translateX(16px)' },
  '&.base--focusVisible .base-Switch-track': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  '&.base--disabled': { opacity: 0.5 },
  '.dark &.base--focusVisible .base-Switch-track': { outlineColor: '#93c5fd' },
});
