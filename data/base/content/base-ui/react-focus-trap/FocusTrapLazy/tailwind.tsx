import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { FocusTrap } from '@mui/base/FocusTrap';

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

function TextInput(props: React.ComponentProps<'input'>) {
  return (
    <input
      {...props}
      className="min-w-0 rounded-lg border border-gray-600 bg-transparent px-2.5 py-2 text-inherit focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-400 dark:border-gray-400"
    />
  );
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className="m-0 text-sm" />;
}

function Label(props: React.ComponentProps<'label'>) {
  return <label {...props} className="grid gap-1 text-sm font-semibold" />;
}

export default function FocusTrapLazy() {
  const [open, setOpen] = React.useState(false);
  return (
    <FocusTrap open={open} disableAutoFocus>
      <Card tabIndex={-1} role="group" aria-label="Keyboard shortcuts editor">
        <Hint role="status">{open ? 'Focus is trapped in this card.' : 'Focus moves freely.'}</Hint>
        <Label>
          Shortcut for “New note”
          <TextInput defaultValue="Ctrl + N" />
        </Label>
        <Row>
          <Action onClick={() => setOpen(true)} disabled={open}>
            Trap focus
          </Action>
          <Ghost onClick={() => setOpen(false)} disabled={!open}>
            Release
          </Ghost>
        </Row>
      </Card>
    </FocusTrap>
  );
}
