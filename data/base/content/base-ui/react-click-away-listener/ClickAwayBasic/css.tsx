import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
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

function Stack(props: React.ComponentProps<'div'>) {
  return <div {...props} className={classes.stack} />;
}

export default function ClickAwayBasic() {
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div>
        <Stack>
          <Row>
            <Action aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
              Notifications (3)
            </Action>
          </Row>
          {open && (
            <Card id={id}>
              <Hint>Ana commented on “Spring campaign brief”.</Hint>
              <Hint>Your export “Invoices 2025” is ready.</Hint>
              <Hint>Marek invited you to the Design guild.</Hint>
            </Card>
          )}
        </Stack>
      </div>
    </ClickAwayListener>
  );
}
