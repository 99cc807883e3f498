import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import type { PopupMiddleware as Middleware } from '@mui/base/Unstable_Popup';
import classes from './css.module.css';

function Card(props: React.ComponentProps<'div'>) {
  return <div {...props} className={clsx(classes.card, props.className)} />;
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
