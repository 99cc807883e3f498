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

function Stack(props: React.ComponentProps<'div'>) {
  return <div {...props} className="grid gap-3" />;
}

function Label(props: React.ComponentProps<'label'>) {
  return <label {...props} className="grid gap-1 text-sm font-semibold" />;
}

export default function FocusTrapBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <Stack>
      <Row>
        <Action onClick={() => setOpen(true)}>Edit shipping address</Action>
      </Row>
      {open && (
        <FocusTrap open>
          <Card tabIndex={-1} role="group" aria-label="Shipping address">
            <Label>
              Street
              <TextInput defaultValue="18 Alder Lane" />
            </Label>
            <Label>
              City
              <TextInput defaultValue="Portland" />
            </Label>
            <Row>
              <Action onClick={() => setOpen(false)}>Save</Action>
              <Ghost onClick={() => setOpen(false)}>Cancel</Ghost>
            </Row>
          </Card>
        </FocusTrap>
      )}
    </Stack>
  );
}
