import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { CssAnimation } from '@mui/base/Transitions';
import { TransitionContext, TransitionContextValue } from '@mui/base/useTransition';

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

function Action(props: ButtonProps) {
  return (
    <Button
      {...props}
      className={`cursor-pointer rounded-lg border border-blue-700 bg-blue-600 px-3.5 py-2 text-sm font-semibold text-white hover:bg-blue-700 ${focusRing}`}
    />
  );
}

function Ghost(props: ButtonProps) {
  return (
    <Button
      {...props}
      className={`cursor-pointer rounded-lg border border-gray-600 bg-transparent px-3.5 py-2 text-sm font-semibold text-inherit hover:bg-gray-100 dark:border-gray-400 dark:hover:bg-gray-800 ${focusRing}`}
    />
  );
}

function Stack(props: React.ComponentProps<'div'>) {
  return <div {...props} className="grid gap-3" />;
}

// Tailwind has no utility that declares @keyframes, so the two animations are defined here.
const keyframes = `
@keyframes demo-pop-in { from { opacity: 0; transform: scale(0.85); } to { opacity: 1; transform: none; } }
@keyframes demo-pop-out { from { opacity: 1; transform: none; } to { opacity: 0; transform: scale(0.85); } }
`;

function Pop(props: { children: React.ReactNode }) {
  return (
    <React.Fragment>
      <style>{keyframes}</style>
      <CssAnimation
        enterClassName="animate-[demo-pop-in_220ms_ease-out_forwards]"
        exitClassName="animate-[demo-pop-out_180ms_ease-in_forwards]"
        enterAnimationName="demo-pop-in"
        exitAnimationName="demo-pop-out"
      >
        {props.children}
      </CssAnimation>
    </React.Fragment>
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
