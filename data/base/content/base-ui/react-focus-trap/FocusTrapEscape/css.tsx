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

export default function FocusTrapEscape() {
  const [open, setOpen] = React.useState(false);
  return (
    <Stack>
      <Row>
        <Action onClick={() => setOpen(true)}>Rename playlist</Action>
      </Row>
      {open && (
        <FocusTrap open>
          <Card
            tabIndex={-1}
            role="group"
            aria-label="Rename playlist"
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setOpen(false);
              }
            }}
          >
            <Label>
              Playlist name
              <TextInput defaultValue="Morning run" />
            </Label>
            <Hint>Press Escape to leave without saving.</Hint>
            <Row>
              <Action onClick={() => setOpen(false)}>Save</Action>
            </Row>
          </Card>
        </FocusTrap>
      )}
    </Stack>
  );
}
