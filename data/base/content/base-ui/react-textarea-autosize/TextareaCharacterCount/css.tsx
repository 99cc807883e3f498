import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { TextareaAutosize, TextareaAutosizeProps } from '@mui/base/TextareaAutosize';
import classes from './css.module.css';

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

function Label(props: React.ComponentProps<'label'>) {
  return <label {...props} className={classes.label} />;
}

function Textarea(props: TextareaAutosizeProps) {
  return <TextareaAutosize {...props} className={classes.textarea} />;
}

const LIMIT = 280;

export default function TextareaCharacterCount() {
  const id = React.useId();
  const [text, setText] = React.useState('');
  const left = LIMIT - text.length;
  return (
    <Stack>
      <Label>
        Post an update
        <Textarea
          minRows={2}
          maxRows={6}
          value={text}
          maxLength={LIMIT}
          aria-describedby={id}
          onChange={(event) => setText(event.target.value)}
          placeholder="Share what your team shipped this week"
        />
      </Label>
      <Row>
        <Hint id={id}>{left} characters left</Hint>
        <Action disabled={text.trim() === ''} onClick={() => setText('')}>
          Post
        </Action>
      </Row>
    </Stack>
  );
}
