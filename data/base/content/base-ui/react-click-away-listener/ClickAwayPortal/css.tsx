import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';
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

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className={classes.hint} />;
}

export default function ClickAwayPortal() {
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div>
        <Row>
          <Action aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
            Language: English
          </Action>
        </Row>
        {open && (
          <Portal>
            <div id={id} style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1300 }}>
              <Card>
                <Hint>Rendered at the end of the page, but clicks here do not close it.</Hint>
                <Row>
                  <Ghost>Deutsch</Ghost>
                  <Ghost>Español</Ghost>
                  <Ghost onClick={() => setOpen(false)}>Close</Ghost>
                </Row>
              </Card>
            </div>
          </Portal>
        )}
      </div>
    </ClickAwayListener>
  );
}
