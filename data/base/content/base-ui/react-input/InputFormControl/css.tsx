import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import classes from './css.module.css';

const MAX = 40;

function RequiredLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const context = useFormControlContext();
  return (
    <label htmlFor={htmlFor} className={classes.label}>
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

function Counter({ id }: { id: string }) {
  const context = useFormControlContext();
  const length = String(context?.value ?? '').length;
  return (
    <p id={id} className={classes.help}>
      {length} of {MAX} characters
    </p>
  );
}

export default function InputFormControl() {
  const id = React.useId();
  return (
    <FormControl required defaultValue="">
      <div className={classes.field}>
        <RequiredLabel htmlFor={id}>Team name</RequiredLabel>
        <Input
          id={id}
          aria-describedby={`${id}-count`}
          slotProps={{
            root: { className: classes.root },
            input: { className: classes.input, maxLength: MAX },
          }}
        />
        <Counter id={`${id}-count`} />
      </div>
    </FormControl>
  );
}
