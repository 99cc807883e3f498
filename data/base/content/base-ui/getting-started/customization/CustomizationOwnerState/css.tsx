import * as React from 'react';
import { Input } from '@mui/base/Input';
import clsx from 'clsx';
import classes from './css.module.css';

export default function CustomizationOwnerState() {
  const id = React.useId();
  const [code, setCode] = React.useState('');
  const invalid = code !== '' && !/^[A-Z0-9]{6}$/.test(code);
  return (
    <div className={classes.stack}>
      <label htmlFor={id}>Coupon code</label>
      <Input
        id={id}
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        error={invalid}
        slotProps={{
          root: (ownerState) => ({
            className: clsx(classes.field, ownerState.focused && classes.focused, ownerState.error && classes.error),
          }),
          input: { className: classes.control, 'aria-describedby': `${id}-help` },
        }}
      />
      <p id={`${id}-help`} className={clsx(classes.help, invalid && classes.helpError)}>
        {invalid ? 'Codes are 6 letters or digits.' : 'Try SPRING or WINTER24.'}
      </p>
    </div>
  );
}
