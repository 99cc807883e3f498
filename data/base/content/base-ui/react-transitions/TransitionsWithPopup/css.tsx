import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
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

function Grow(props: { children: React.ReactNode }) {
  return (
    <CssTransition
      className={classes.grow}
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
