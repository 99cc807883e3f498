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

function Ghost(props: ButtonProps) {
  return <Button {...props} className={clsx(classes.button, classes.ghost)} />;
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className={classes.hint} />;
}

function Stack(props: React.ComponentProps<'div'>) {
  return <div {...props} className={classes.stack} />;
}

export default function ClickAwayLeading() {
  const [open, setOpen] = React.useState(false);
  const [log, setLog] = React.useState('Open the panel, then press anywhere outside it.');
  return (
    <Stack>
      <ClickAwayListener
        mouseEvent="onMouseDown"
        touchEvent="onTouchStart"
        onClickAway={(event) => {
          if (open) {
            setOpen(false);
            setLog(`Closed on ${event.type}, before the click finished.`);
          }
        }}
      >
        <div>
          <Stack>
            <Row>
              <Action aria-expanded={open} onClick={() => setOpen((value) => !value)}>
                Color picker
              </Action>
            </Row>
            {open && (
              <Card>
                <Row>
                  <Ghost>Teal</Ghost>
                  <Ghost>Amber</Ghost>
                  <Ghost>Violet</Ghost>
                </Row>
              </Card>
            )}
          </Stack>
        </div>
      </ClickAwayListener>
      <Hint role="status">{log}</Hint>
    </Stack>
  );
}
