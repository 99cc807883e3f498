import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { TransitionContext, TransitionContextValue, useTransitionStateManager } from '@mui/base/useTransition';
import classes from './css.module.css';

function Card(props: React.ComponentProps<'div'>) {
  return <div {...props} className={clsx(classes.card, props.className)} />;
}

function Row(props: React.ComponentProps<'div'>) {
  return <div {...props} className={classes.row} />;
}

function Ghost(props: ButtonProps) {
  return <Button {...props} className={clsx(classes.button, classes.ghost)} />;
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className={classes.hint} />;
}

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
    <div onTransitionEnd={handleTransitionEnd} className={clsx(classes.collapse, expanded && classes.expanded)}>
      <div className={classes.collapseInner}>{props.children}</div>
    </div>
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
