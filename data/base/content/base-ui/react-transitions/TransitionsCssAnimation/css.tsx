import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { CssAnimation } from '@mui/base/Transitions';
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

function Ghost(props: ButtonProps) {
  return <Button {...props} className={clsx(classes.button, classes.ghost)} />;
}

function Stack(props: React.ComponentProps<'div'>) {
  return <div {...props} className={classes.stack} />;
}

function Pop(props: { children: React.ReactNode }) {
  return (
    // CSS Modules rename keyframes too: read the generated names from `classes`.
    <CssAnimation
      enterClassName={classes.enter}
      exitClassName={classes.exit}
      enterAnimationName={classes.popIn}
      exitAnimationName={classes.popOut}
    >
      {props.children}
    </CssAnimation>
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
