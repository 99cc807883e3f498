import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { Popper } from '@mui/base/Popper';
import classes from './css.module.css';

function Card(props: React.ComponentProps<'div'>) {
  return <div {...props} className={clsx(classes.card, props.className)} />;
}

function Row(props: React.ComponentProps<'div'>) {
  return <div {...props} className={classes.row} />;
}

function Action(props: ButtonProps) {
  return <Button {...props} className={clsx(classes.button, classes.action)} />;
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className={classes.hint} />;
}

export default function PopperBasic() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  return (
    <Row>
      <Action ref={setAnchor} aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        Shipping estimate
      </Action>
      <Popper id={id} open={open} anchorEl={anchor} modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}>
        <Card>
          <strong>Arrives in 2–4 business days</strong>
          <Hint>Orders placed before 14:00 leave the warehouse the same day.</Hint>
        </Card>
      </Popper>
    </Row>
  );
}
