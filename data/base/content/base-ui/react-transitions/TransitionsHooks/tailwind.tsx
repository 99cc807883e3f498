import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { TransitionContext, TransitionContextValue, useTransitionStateManager } from '@mui/base/useTransition';

function Card(props: React.ComponentProps<'div'>) {
  return (
    <div
      {...props}
      className={clsx(
        'grid max-w-[420px] gap-3 rounded-xl border border-gray-300 bg-white p-4 text-gray-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100',
        props.className,
      )}
    />
  );
}

function Row(props: React.ComponentProps<'div'>) {
  return <div {...props} className="flex flex-wrap items-center gap-2" />;
}

const focusRing = '[&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400';

function Ghost(props: ButtonProps) {
  return (
    <Button
      {...props}
      className={`cursor-pointer rounded-lg border border-gray-600 bg-transparent px-3.5 py-2 text-sm font-semibold text-inherit hover:bg-gray-100 dark:border-gray-400 dark:hover:bg-gray-800 ${focusRing}`}
    />
  );
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className="m-0 text-sm" />;
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
    <div
      onTransitionEnd={handleTransitionEnd}
      className={clsx('grid transition-[grid-template-rows] duration-300', expanded ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]')}
    >
      <div className="grid gap-1 overflow-hidden">{props.children}</div>
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
