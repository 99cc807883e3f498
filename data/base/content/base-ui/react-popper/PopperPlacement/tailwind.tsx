import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { Popper } from '@mui/base/Popper';
import type { PopperPlacementType } from '@mui/base/Popper';

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

function Stack(props: React.ComponentProps<'div'>) {
  return <div {...props} className="grid gap-3" />;
}

const placements: PopperPlacementType[] = ['top', 'right', 'bottom', 'left', 'auto'];

export default function PopperPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLSpanElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType | null>(null);
  const hintId = React.useId();
  return (
    <Stack>
      <Hint id={hintId}>Where should the label of the chart point appear?</Hint>
      <Row role="group" aria-labelledby={hintId}>
        {placements.map((value) => (
          <Ghost
            key={value}
            aria-pressed={placement === value}
            onClick={() => setPlacement((current) => (current === value ? null : value))}
          >
            {value}
          </Ghost>
        ))}
      </Row>
      <Row>
        <span
          ref={setAnchor}
          aria-hidden
          style={{
            margin: '48px auto',
            width: 16,
            height: 16,
            borderRadius: '50%',
            background: '#2563eb',
            border: '3px solid #93c5fd',
          }}
        />
      </Row>
      <Popper
        open={placement !== null}
        anchorEl={anchor}
        placement={placement ?? 'bottom'}
        modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
      >
        <Card>March: 1,482 sign-ups</Card>
      </Popper>
    </Stack>
  );
}
