import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import classes from './css.module.css';

const inputSlots = { root: { className: classes.inputRoot }, input: { className: classes.input } };

function FloatingField({ label, defaultValue = '', autoComplete }: { label: string; defaultValue?: string; autoComplete: string }) {
  const id = React.useId();
  return (
    <FormControl defaultValue={defaultValue} className={classes.root}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <Input id={id} autoComplete={autoComplete} slotProps={inputSlots} />
    </FormControl>
  );
}

export default function FormControlFloatingLabel() {
  return (
    <div className={classes.layout}>
      <FloatingField label="Street and number" autoComplete="address-line1" />
      <FloatingField label="City" defaultValue="Porto" autoComplete="address-level2" />
      <FloatingField label="Postcode" autoComplete="postal-code" />
    </div>
  );
}
