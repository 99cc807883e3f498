import * as React from 'react';
import { TextareaAutosize, TextareaAutosizeProps } from '@mui/base/TextareaAutosize';
import classes from './css.module.css';

function Label(props: React.ComponentProps<'label'>) {
  return <label {...props} className={classes.label} />;
}

function Textarea(props: TextareaAutosizeProps) {
  return <TextareaAutosize {...props} className={classes.textarea} />;
}

export default function TextareaMinRows() {
  return (
    <Label>
      Describe the issue
      <Textarea minRows={4} placeholder="What happened, what you expected, and the steps to reproduce it." />
    </Label>
  );
}
