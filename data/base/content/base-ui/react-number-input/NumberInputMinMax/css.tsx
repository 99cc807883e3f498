import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import classes from './css.module.css';

interface CounterFieldProps {
  label: string;
  hint: string;
  increaseLabel: string;
  decreaseLabel: string;
  min: number;
  max: number;
  defaultValue: number;
}

function CounterField({ label, hint, increaseLabel, decreaseLabel, ...props }: CounterFieldProps) {
  const id = React.useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <NumberInput
        id={id}
        {...props}
        slotProps={{
          root: { className: classes.root },
          input: { className: classes.input, role: 'spinbutton', 'aria-describedby': `${id}-hint` },
          incrementButton: {
            type: 'button',
            'aria-label': increaseLabel,
            children: <KeyboardArrowUp fontSize="small" />,
            className: `${classes.button} ${classes.up}`,
          },
          decrementButton: {
            type: 'button',
            'aria-label': decreaseLabel,
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

export default function NumberInputMinMax() {
  return (
    <div className={classes.row}>
      <CounterField
        label="Adults"
        hint="1 to 6"
        increaseLabel="Add an adult"
        decreaseLabel="Remove an adult"
        min={1}
        max={6}
        defaultValue={2}
      />
      <CounterField
        label="Children"
        hint="0 to 4"
        increaseLabel="Add a child"
        decreaseLabel="Remove a child"
        min={0}
        max={4}
        defaultValue={0}
      />
      <CounterField
        label="Nights"
        hint="1 to 14"
        increaseLabel="Add a night"
        decreaseLabel="Remove a night"
        min={1}
        max={14}
        defaultValue={14}
      />
    </div>
  );
}
