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

function TextInput(props: React.ComponentProps<'input'>) {
  return <input {...props} className={classes.input} />;
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className={classes.hint} />;
}

function Stack(props: React.ComponentProps<'div'>) {
  return <div {...props} className={classes.stack} />;
}

function Label(props: React.ComponentProps<'label'>) {
  return <label {...props} className={classes.label} />;
}

export default function FocusTrapDisableEnforce() {
  const [open, setOpen] = React.useState(false);
  return (
    <Stack>
      <Row>
        <Action onClick={() => setOpen((value) => !value)}>{open ? 'Close chat' : 'Open support chat'}</Action>
        <Label>
          Order number
          <TextInput defaultValue="SO-20931" />
        </Label>
      </Row>
      {open && (
        <FocusTrap open disableEnforceFocus>
          <Card tabIndex={-1} role="group" aria-label="Support chat">
            <Hint>Hi! How can we help with your order?</Hint>
            <Label>
              Message
              <TextInput placeholder="Type a message" />
            </Label>
            <Row>
              <Action onClick={() => setOpen(false)}>Send</Action>
            </Row>
          </Card>
        </FocusTrap>
      )}
    </Stack>
  );
}
