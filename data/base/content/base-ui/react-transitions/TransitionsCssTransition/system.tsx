import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
import { CssTransition } from '@mui/base/Transitions';
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

const Hint = styled('p')`
  margin: 0;
  font-size: 0.875rem;
`;

const Stack = styled('div')`
  display: grid;
  gap: 12px;
`;

const SlideRoot = styled(CssTransition)`
  transition:
    opacity 250ms ease,
    transform 250ms ease;

  &.enter {
    opacity: 1;
    transform: none;
  }

  &.exit {
    opacity: 0;
    transform: translateY(-12px);
  }
`;

function Slide(props: { children: React.ReactNode }) {
  return (
    <SlideRoot enterClassName="enter" exitClassName="exit" lastTransitionedPropertyOnExit="opacity">
      {props.children}
    </SlideRoot>
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

export default function TransitionsCssTransition() {
  const [open, setOpen] = React.useState(false);
  const { contextValue, hasExited } = useExitTransition(open);
  return (
    <Stack>
      <Row>
        <Action aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide release notes' : 'Show release notes'}
        </Action>
      </Row>
      {!hasExited && (
        <TransitionContext.Provider value={contextValue}>
          <Slide>
            <Card>
              <strong>Version 4.2</strong>
              <Hint>Recurring invoices, CSV import for contacts, and a faster search.</Hint>
            </Card>
          </Slide>
        </TransitionContext.Provider>
      )}
    </Stack>
  );
}
