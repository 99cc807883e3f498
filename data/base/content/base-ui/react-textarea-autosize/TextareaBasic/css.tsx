import * as React from 'react';
import { TextareaAutosize, TextareaAutosizeProps } from '@mui/base/TextareaAutosize';
import classes from './css.module.css';

function Label(props: React.ComponentProps<'label'>) {
  return <label {...props} className={classes.label} />;
}

function Textarea(props: TextareaAutosizeProps) {
  return <TextareaAutosize {...props} className={classes.textarea} />;
}

export default function TextareaBasic() {
  return (
    <Label>
      Delivery instructions
      <Textarea placeholder="Gate code, where to leave the parcel…" />
    </Label>
  );
}
