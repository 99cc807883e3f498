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

function Stack(props: React.ComponentProps<'div'>) {
  return <div {...props} className={classes.stack} />;
}

function Label(props: React.ComponentProps<'label'>) {
  return <label {...props} className={classes.label} />;
}

export default function FocusTrapBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <Stack>
      <Row>
        <Action onClick={() => setOpen(true)}>Edit shipping address</Action>
      </Row>
      {open && (
        <FocusTrap open>
          <Card tabIndex={-1} role="group" aria-label="Shipping address">
            <Label>
              Street
              <TextInput defaultValue="18 Alder Lane" />
            </Label>
            <Label>
              City
              <TextInput defaultValue="Portland" />
            </Label>
            <Row>
              <Action onClick={() => setOpen(false)}>Save</Action>
              <Ghost onClick={() => setOpen(false)}>Cancel</Ghost>
            </Row>
          </Card>
        </FocusTrap>
      )}
    </Stack>
  );
}
