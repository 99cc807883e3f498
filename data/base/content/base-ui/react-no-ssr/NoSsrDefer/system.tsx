import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
import { NoSsr } from '@mui/base/NoSsr';

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

const rates = [
  ['EUR', '0.92'],
  ['GBP', '0.79'],
  ['JPY', '151.3'],
  ['CAD', '1.36'],
  ['AUD', '1.52'],
  ['CHF', '0.88'],
];

export default function NoSsrDefer() {
  const [key, setKey] = React.useState(0);
  return (
    <Card>
      <Row>
        <strong>1 USD in other currencies</strong>
        <Ghost onClick={() => setKey((value) => value + 1)}>Remount</Ghost>
      </Row>
      {/* defer waits one more frame, after the rest of the page has painted. */}
      <NoSsr key={key} defer fallback={<Hint role="status">Loading rates…</Hint>}>
        <Row>
          {rates.map(([code, rate]) => (
            <Hint key={code}>
              {code} {rate}
            </Hint>
          ))}
        </Row>
      </NoSsr>
    </Card>
  );
}
