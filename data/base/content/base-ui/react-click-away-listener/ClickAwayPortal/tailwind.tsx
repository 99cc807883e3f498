import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';

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

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className="m-0 text-sm" />;
}

export default function ClickAwayPortal() {
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div>
        <Row>
          <Action aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
            Language: English
          </Action>
        </Row>
        {open && (
          <Portal>
            <div id={id} style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1300 }}>
              <Card>
                <Hint>Rendered at the end of the page, but clicks here do not close it.</Hint>
                <Row>
                  <Ghost>Deutsch</Ghost>
                  <Ghost>Español</Ghost>
                  <Ghost onClick={() => setOpen(false)}>Close</Ghost>
                </Row>
              </Card>
            </div>
          </Portal>
        )}
      </div>
    </ClickAwayListener>
  );
}
