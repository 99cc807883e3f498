import * as React from 'react';
import { Input } from '@mui/base/Input';
import classes from './css.module.css';

export default function InputValidation() {
  const id = React.useId();
  const [value, setValue] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const invalid = touched && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        Work email
      </label>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setTouched(true)}
        error={invalid}
        aria-describedby={`${id}-help`}
        slotProps={{ root: { className: classes.root }, input: { className: classes.input } }}
      />
      <p id={`${id}-help`} aria-live="polite" className={invalid ? `${classes.help} ${classes.error}` : classes.help}>
        {invalid ? 'Enter an address such as name@company.com.' : 'We send the invoices here.'}
      </p>
    </div>
  );
}
