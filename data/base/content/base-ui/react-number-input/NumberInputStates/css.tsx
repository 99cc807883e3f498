import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import classes from './css.module.css';

interface StateFieldProps {
  label: string;
  hint: string;
  defaultValue: number;
  disabled?: boolean;
  readOnly?: boolean;
}

function StateField({ label, hint, ...props }: StateFieldProps) {
  const id = React.useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <NumberInput
        id={id}
        min={0}
        max={99}
        {...props}
        slotProps={{
          root: { className: classes.root },
          input: { className: classes.input, role: 'spinbutton', 'aria-describedby': `${id}-hint` },
          incrementButton: {
            type: 'button',
            'aria-label': `Increase ${label.toLowerCase()}`,
            children: <KeyboardArrowUp fontSize="small" />,
            className: `${classes.button} ${classes.up}`,
          },
          decrementButton: {
            type: 'button',
            'aria-label': `Decrease ${label.toLowerCase()}`,
            children: <KeyboardArrowDown fontSize="small" />,
            className: `${classes.button} ${classes.down}`,
          },
        }}
      />
      <p id={`${id}-hint`} className={classes.hint}>
        {hint}
      </p>
    </div>
  );
}

export default function NumberInputStates() {
  return (
    <div className={classes.row}>
      <StateField label="Monitors" hint="Editable" defaultValue={2} />
      <StateField label="Licences" hint="Disabled: set by your administrator" defaultValue={25} disabled />
      <StateField label="Spare keyboards" hint="Read-only: typing is off, stepping still works" defaultValue={4} readOnly />
    </div>
  );
}
