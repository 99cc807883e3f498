import * as React from 'react';
import { Input } from '@mui/base/Input';
import classes from './css.module.css';

export default function InputMultiline() {
  const id = React.useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        Delivery instructions
      </label>
      <Input
        id={id}
        multiline
        minRows={3}
        maxRows={6}
        placeholder="Gate code, where to leave the parcel…"
        slotProps={{
          root: { className: `${classes.root} ${classes.multiline}` },
          input: { className: `${classes.input} ${classes.textarea}` },
        }}
      />
    </div>
  );
}
