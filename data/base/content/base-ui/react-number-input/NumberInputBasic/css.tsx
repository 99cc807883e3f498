import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import classes from './css.module.css';

export default function NumberInputBasic() {
  const id = React.useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        Number of guests
      </label>
      <NumberInput
        id={id}
        placeholder="Enter a number"
        slotProps={{
          root: { className: classes.root },
          input: { className: classes.input, role: 'spinbutton', 'aria-describedby': `${id}-hint` },
          incrementButton: {
            type: 'button',
            'aria-label': 'Add a guest',
            children: <KeyboardArrowUp fontSize="small" />,
            className: `${classes.button} ${classes.up}`,
          },
          decrementButton: {
            type: 'button',
            'aria-label': 'Remove a guest',
            children: <KeyboardArrowDown fontSize="small" />,
            className: `${classes.button} ${classes.down}`,
          },
        }}
      />
      <p id={`${id}-hint`} className={classes.hint}>
        Type a whole number or use the Up and Down arrow keys.
      </p>
    </div>
  );
}
