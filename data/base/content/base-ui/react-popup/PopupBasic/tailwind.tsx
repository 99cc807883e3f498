import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

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

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className="m-0 text-sm" />;
}

export default function PopupBasic() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  return (
    <Row>
      <Action ref={setAnchor} aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        Storage usage
      </Action>
      <Popup id={id} open={open} anchor={anchor} offset={8}>
        <Card>
          <strong>7.4 GB of 10 GB used</strong>
          <Hint>Photos 4.1 GB · Documents 2.2 GB · Other 1.1 GB</Hint>
        </Card>
      </Popup>
    </Row>
  );
}
