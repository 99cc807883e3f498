import * as React from 'react';
import { Input } from '@mui/base/Input';
import classes from './css.module.css';

export default function InputBasic() {
  const id = React.useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        Project name
      </label>
      <Input
        id={id}
        placeholder="e.g. Harbour redesign"
        slotProps={{ root: { className: classes.root }, input: { className: classes.input } }}
      />
    </div>
  );
}
