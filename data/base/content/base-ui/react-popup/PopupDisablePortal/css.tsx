import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import classes from './css.module.css';

function Card(props: React.ComponentProps<'div'>) {
  return <div {...props} className={clsx(classes.card, props.className)} />;
}

function Row(props: React.ComponentProps<'div'>) {
  return <div {...props} className={classes.row} />;
}

function Ghost(props: ButtonProps) {
  return <Button {...props} className={clsx(classes.button, classes.ghost)} />;
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className={classes.hint} />;
}

export default function PopupDisablePortal() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  return (
    <Row>
      <Ghost ref={setAnchor} aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        Password rules
      </Ghost>
      {/* Rendered right after the button, so it follows it in the tab order and reading order. */}
      <Popup id={id} open={open} anchor={anchor} offset={8} placement="right" disablePortal>
        <Card>
          <Hint>At least 12 characters, one digit, and no part of your email address.</Hint>
        </Card>
      </Popup>
    </Row>
  );
}
