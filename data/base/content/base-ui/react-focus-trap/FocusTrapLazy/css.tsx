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

function TextInput(props: React.ComponentProps<'input'>) {
  return <input {...props} className={classes.input} />;
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className={classes.hint} />;
}

function Label(props: React.ComponentProps<'label'>) {
  return <label {...props} className={classes.label} />;
}

export default function FocusTrapLazy() {
  const [open, setOpen] = React.useState(false);
  return (
    <FocusTrap open={open} disableAutoFocus>
      <Card tabIndex={-1} role="group" aria-label="Keyboard shortcuts editor">
        <Hint role="status">{open ? 'Focus is trapped in this card.' : 'Focus moves freely.'}</Hint>
        <Label>
          Shortcut for “New note”
          <TextInput defaultValue="Ctrl + N" />
        </Label>
        <Row>
          <Action onClick={() => setOpen(true)} disabled={open}>
            Trap focus
          </Action>
          <Ghost onClick={() => setOpen(false)} disabled={!open}>
            Release
          </Ghost>
        </Row>
      </Card>
    </FocusTrap>
  );
}
