import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import classes from './css.module.css';

const inputSlots = { root: { className: classes.inputRoot }, input: { className: classes.input } };

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const context = useFormControlContext();
  return (
    <label
      htmlFor={htmlFor}
      data-focused={context?.focused || undefined}
      data-error={context?.error || undefined}
      className={classes.label}
    >
      {children}
      {context?.required ? (
        <span aria-hidden className={classes.required}>
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

function HelperText({ id }: { id: string }) {
  const context = useFormControlContext();
  let message = 'Use letters, numbers and dashes.';
  if (context?.focused) {
    message = 'This becomes part of your public address.';
  } else if (context?.filled) {
    message = `Your page will live at studio.example/${String(context.value).toLowerCase()}.`;
  }
  return (
    <p id={id} className={classes.helper}>
      {message}
    </p>
  );
}

export default function FormControlBasic() {
  const id = React.useId();
  return (
    <FormControl required defaultValue="">
      <div className={classes.field}>
        <FieldLabel htmlFor={id}>Workspace handle</FieldLabel>
        <Input id={id} placeholder="e.g. north-wind-studio" aria-describedby={`${id}-helper`} slotProps={inputSlots} />
        <HelperText id={`${id}-helper`} />
      </div>
    </FormControl>
  );
}
