import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
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

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className="m-0 text-sm" />;
}

function Stack(props: React.ComponentProps<'div'>) {
  return <div {...props} className="grid gap-3" />;
}

export default function PortalBasic() {
  const [show, setShow] = React.useState(false);
  const [target, setTarget] = React.useState<HTMLDivElement | null>(null);
  return (
    <Stack>
      <Row>
        <Action aria-pressed={show} onClick={() => setShow((value) => !value)}>
          {show ? 'Unmount the badge' : 'Mount the badge'}
        </Action>
      </Row>
      <Card>
        <strong>Written here, in the first card</strong>
        {show && (
          <Portal container={target}>
            <Hint>🏷️ Beta feature: rendered by the first card, shown in the second.</Hint>
          </Portal>
        )}
      </Card>
      <Card ref={setTarget}>
        <strong>Portal container</strong>
      </Card>
    </Stack>
  );
}
