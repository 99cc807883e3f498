import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import classes from './css.module.css';

export default function NumberInputStep() {
  const id = React.useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        Break length in minutes
      </label>
      <NumberInput
        id={id}
        min={5}
        max={60}
        step={5}
        defaultValue={15}
        slotProps={{
          root: { className: classes.root },
          input: { className: classes.input, role: 'spinbutton', 'aria-describedby': `${id}-hint` },
          incrementButton: {
            type: 'button',
            'aria-label': 'Five minutes longer',
            children: <KeyboardArrowUp fontSize="small" />,
            className: `${classes.button} ${classes.up}`,
          },
          decrementButton: {
            type: 'button',
            'aria-label': 'Five minutes shorter',
            children: <KeyboardArrowDown fontSize="small" />,
            className: `${classes.button} ${classes.down}`,
          },
        }}
      />
      <p id={`${id}-hint`} className={classes.hint}>
        5 to 60, in steps of 5. Try typing 22, then leave the field.
      </p>
    </div>
  );
}
