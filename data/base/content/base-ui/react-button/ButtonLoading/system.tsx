import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled, keyframes } from '@mui/system';

export default function ButtonLoading() {
  const [status, setStatus] = React.useState<'idle' | 'syncing' | 'done'>('idle');
  const syncing = status === 'syncing';

  React.useEffect(() => {
    if (!syncing) {
      return undefined;
    }
    const timer = setTimeout(() => setStatus('done'), 1500);
    return () => clearTimeout(timer);
  }, [syncing]);

  return (
    <Row>
      <StyledButton disabled={syncing} focusableWhenDisabled onClick={() => setStatus('syncing')}>
        {syncing && <Spinner aria-hidden />}
        {syncing ? 'Syncing…' : 'Sync contacts'}
      </StyledButton>
      <Status role="status">{status === 'done' ? '128 contacts are up to date.' : ''}</Status>
    </Row>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
});

const Spinner = styled('span')({
  width: 14,
  height: 14,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});

const StyledButton = styled(Button)({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid transparent',
  backgroundColor: '#2563eb',
  color: '#fff',
  cursor: 'pointer',
  '&:hover:not(.base--disabled)': { backgroundColor: '#1d4ed8' },
  '&.base--disabled': { cursor: 'progress', backgroundColor: '#1e40af' },
  '&.base--focusVisible': {
    outline: '2px solid #1d4ed8',
    outlineOffset: 2,
    '.dark &': { outlineColor: '#93c5fd' },
  },
});

const Status = styled('p')({
  margin: 0,
  fontSize: '0.875rem',
  color: '#4b5563',
  '.dark &': { color: '#d1d5db' },
});
