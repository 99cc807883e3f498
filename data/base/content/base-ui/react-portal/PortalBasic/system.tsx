import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
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

const Hint = styled('p')`
  margin: 0;
  font-size: 0.875rem;
`;

const Stack = styled('div')`
  display: grid;
  gap: 12px;
`;

export default function PortalBasic() {
  const [show, setShow] = React.useState(false);
  const [target, setTarget] = React.useState<HTMLDivElement | null>(null);
  return (
    <Stack>
      <Row>
        <Action aria-pressed={show} onClick={() => setShow((value) => !value)}>
          {show ? 'Unmount the badge' : 'Mount the badge'}
        </Action>
      </Row>
      <Card>
        <strong>Written here, in the first card</strong>
        {show && (
          <Portal container={target}>
            <Hint>🏷️ Beta feature: rendered by the first card, shown in the second.</Hint>
          </Portal>
        )}
      </Card>
      <Card ref={setTarget}>
        <strong>Portal container</strong>
      </Card>
    </Stack>
  );
}
