import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { FocusTrap } from '@mui/base/FocusTrap';
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

function Ghost(props: ButtonProps) {
  return <Button {...props} className={clsx(classes.button, classes.ghost)} />;
}

export default function FocusTrapToggle() {
  const [open, setOpen] = React.useState(false);
  return (
    <FocusTrap open={open} disableAutoFocus disableRestoreFocus>
      <Card tabIndex={-1} role="group" aria-label="Quick filters">
        <Row>
          <Action aria-pressed={open} onClick={() => setOpen((value) => !value)}>
            {open ? 'Lock off' : 'Lock keyboard here'}
          </Action>
        </Row>
        {open && (
          <Row>
            <Ghost>Unread</Ghost>
            <Ghost>Starred</Ghost>
            <Ghost>From my team</Ghost>
          </Row>
        )}
      </Card>
    </FocusTrap>
  );
}
