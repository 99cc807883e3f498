import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import type { PopupMiddleware as Middleware } from '@mui/base/Unstable_Popup';

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

// A Floating UI middleware is an object with a name and a function of the current layout.
const matchAnchorWidth: Middleware = {
  name: 'matchAnchorWidth',
  fn({ rects, elements }) {
    elements.floating.style.width = `${rects.reference.width}px`;
    return {};
  },
};

const cities = ['Lisbon', 'Osaka', 'Montréal', 'Nairobi', 'Wellington'];

export default function PopupMiddleware() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [city, setCity] = React.useState('Lisbon');
  const id = React.useId();
  return (
    <Stack>
      <Action
        ref={setAnchor}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        style={{ width: 'min(100%, 280px)', textAlign: 'left' }}
      >
        Office: {city}
      </Action>
      <Popup id={id} open={open} anchor={anchor} offset={4} placement="bottom-start" middleware={[matchAnchorWidth]}>
        <Card role="group" aria-label="Choose an office">
          {cities.map((name) => (
            <Ghost
              key={name}
              aria-pressed={city === name}
              onClick={() => {
                setCity(name);
                setOpen(false);
              }}
            >
              {name}
            </Ghost>
          ))}
        </Card>
      </Popup>
    </Stack>
  );
}
