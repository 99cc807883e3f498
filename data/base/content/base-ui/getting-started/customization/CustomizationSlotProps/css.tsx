import * as React from 'react';
import { Input } from '@mui/base/Input';
import classes from './css.module.css';

export default function CustomizationSlotProps() {
  const id = React.useId();
  return (
    <div className={classes.stack}>
      <label htmlFor={id}>Shipping ZIP code</label>
      <Input
        id={id}
        placeholder="e.g. 94103"
        startAdornment={<span aria-hidden>📦</span>}
        slotProps={{
          root: { className: classes.field },
          input: { className: classes.control, inputMode: 'numeric', maxLength: 5 },
        }}
      />
    </div>
  );
}
