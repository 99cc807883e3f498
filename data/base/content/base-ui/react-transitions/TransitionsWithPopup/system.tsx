import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
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

const GrowRoot = styled(CssTransition)`
  transform-origin: top left;
  transition:
    opacity 200ms ease,
    transform 200ms ease;

  &.enter {
    opacity: 1;
    transform: none;
  }

  &.exit {
    opacity: 0;
    transform: scale(0.9);
  }
`;

function Grow(props: { children: React.ReactNode }) {
  return (
    <GrowRoot enterClassName="enter" exitClassName="exit" lastTransitionedPropertyOnExit="opacity">
      {props.children}
    </GrowRoot>
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

export default function TransitionsWithPopup() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  const { contextValue, hasExited } = useExitTransition(open);
  return (
    <Row>
      <Action ref={setAnchor} aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        Delivery options
      </Action>
      {/* Popup's own trigger unmounts as early: keep it open until the exit ends, and provide the context here. */}
      <Popup id={id} open={!hasExited} anchor={anchor} offset={8} placement="bottom-start">
        <TransitionContext.Provider value={contextValue}>
          <Grow>
            <Card>
              <strong>Standard · free</strong>
              <Hint>Arrives Thursday to Saturday.</Hint>
              <strong>Express · $9.90</strong>
              <Hint>Arrives tomorrow before noon.</Hint>
            </Card>
          </Grow>
        </TransitionContext.Provider>
      </Popup>
    </Row>
  );
}
