import * as React from 'react';
import { Button } from '@mui/base/Button';
import { keyframes, styled } from '@mui/system';
import { CssAnimation } from '@mui/base/Transitions';
import { TransitionContext, TransitionContextValue } from '@mui/base/useTransition';

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

const Stack = styled('div')`
  display: grid;
  gap: 12px;
`;

const popIn = keyframes`
  from {
    opacity: 0;
    transform: scale(0.85);
  }
  to {
    opacity: 1;
    transform: none;
  }
`;

const popOut = keyframes`
  from {
    opacity: 1;
    transform: none;
  }
  to {
    opacity: 0;
    transform: scale(0.85);
  }
`;

const PopRoot = styled(CssAnimation)`
  &.enter {
    animation: ${popIn} 220ms ease-out forwards;
  }

  &.exit {
    animation: ${popOut} 180ms ease-in forwards;
  }
`;

function Pop(props: { children: React.ReactNode }) {
  return (
    <PopRoot enterClassName="enter" exitClassName="exit" enterAnimationName={popIn.name} exitAnimationName={popOut.name}>
      {props.children}
    </PopRoot>
  );
}

// Stands in for `useTransitionTrigger` from @mui/base/useTransition: in version 7.0.0-beta.4 that hook
// reports `hasExited` on the very render where `open` turns false, so the content unmounts before its exit
// transition can run. This one keeps `hasExited` false until the transition inside calls `onExited`.
function useExitTransition(open: boolean) {
  const [hasExited, setHasExited] = React.useState(!open);
  if (open && hasExited) {
    // Mount again as soon as `open` turns true, in this same render.
    setHasExited(false);
  }
  const contextValue = React.useMemo<TransitionContextValue>(
    () => ({
      requestedEnter: open,
      onExited: () => {
        if (!open) {
          setHasExited(true);
        }
      },
      // Every exit waits for `onExited`, so there is nothing to count.
      registerTransition: () => () => {},
    }),
    [open],
  );
  return { contextValue, hasExited };
}

export default function TransitionsCssAnimation() {
  const [copied, setCopied] = React.useState(false);
  const { contextValue, hasExited } = useExitTransition(copied);
  return (
    <Stack>
      <Row>
        <Action onClick={() => setCopied(true)}>Copy invite link</Action>
        <Ghost onClick={() => setCopied(false)} disabled={!copied}>
          Dismiss
        </Ghost>
      </Row>
      <div role="status">
        {!hasExited && (
          <TransitionContext.Provider value={contextValue}>
            <Pop>
              <Card>Link copied: team.example.com/join/7Q2K</Card>
            </Pop>
          </TransitionContext.Provider>
        )}
      </div>
    </Stack>
  );
}
