import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
import { TransitionContext, TransitionContextValue, useTransitionStateManager } from '@mui/base/useTransition';

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

const CollapseRoot = styled('div')`
  display: grid;
  grid-template-rows: 0fr;
  transition: grid-template-rows 300ms ease;

  &[data-expanded='true'] {
    grid-template-rows: 1fr;
  }

  & > div {
    display: grid;
    gap: 4px;
    overflow: hidden;
  }
`;

function Collapse(props: { children: React.ReactNode }) {
  const { requestedEnter, onExited } = useTransitionStateManager();
  // Start collapsed and expand on the next frame, so the enter transition runs after mounting.
  const [expanded, setExpanded] = React.useState(false);
  React.useEffect(() => {
    const frame = requestAnimationFrame(() => setExpanded(requestedEnter));
    return () => cancelAnimationFrame(frame);
  }, [requestedEnter]);
  const handleTransitionEnd = (event: React.TransitionEvent) => {
    if (event.target === event.currentTarget && !requestedEnter) {
      onExited();
    }
  };

  return (
    <CollapseRoot data-expanded={expanded} onTransitionEnd={handleTransitionEnd}>
      <div>{props.children}</div>
    </CollapseRoot>
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

export default function TransitionsHooks() {
  const [open, setOpen] = React.useState(false);
  const { contextValue, hasExited } = useExitTransition(open);
  return (
    <Card>
      <Row>
        <strong>Order #8127</strong>
        <Ghost aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide items' : 'Show items'}
        </Ghost>
      </Row>
      {!hasExited && (
        <TransitionContext.Provider value={contextValue}>
          <Collapse>
            <Hint>2 × Ceramic pour-over dripper</Hint>
            <Hint>1 × Paper filters, pack of 100</Hint>
            <Hint>1 × Burr grinder, matte black</Hint>
          </Collapse>
        </TransitionContext.Provider>
      )}
    </Card>
  );
}
