import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { CssTransition } from '@mui/base/Transitions';
import { TransitionContext, TransitionContextValue } from '@mui/base/useTransition';
import classes from './css.module.css';

function Card(props: React.ComponentProps<'div'>) {
  return <div {...props} className={clsx(classes.card, props.className)} />;
}

function Row(props: React.ComponentProps<'div'>) {
  return <div {...props} className={classes.row} />;
}

function Action(props: ButtonProps) {
  return <Button {...props} className={clsx(classes.button, classes.action)} />;
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className={classes.hint} />;
}

function Stack(props: React.ComponentProps<'div'>) {
  return <div {...props} className={classes.stack} />;
}

function Slide(props: { children: React.ReactNode }) {
  return (
    <CssTransition
      className={classes.slide}
      enterClassName={classes.enter}
      exitClassName={classes.exit}
      lastTransitionedPropertyOnExit="opacity"
    >
      {props.children}
    </CssTransition>
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
