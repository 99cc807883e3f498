import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import classes from './css.module.css';

interface UnitFieldProps {
  label: string;
  unit: string;
  position: 'start' | 'end';
  min: number;
  max: number;
  step?: number;
  defaultValue: number;
}

function UnitField({ label, unit, position, ...props }: UnitFieldProps) {
  const id = React.useId();
  const start = position === 'start';
  const adornment = (
    <span id={`${id}-unit`} className={`${classes.adornment} ${start ? classes.adornmentStart : classes.adornmentEnd}`}>
      {unit}
    </span>
  );
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <NumberInput
        id={id}
        {...props}
        startAdornment={start ? adornment : undefined}
        endAdornment={start ? undefined : adornment}
        slotProps={{
          root: { className: classes.root },
          input: { className: classes.input, role: 'spinbutton', 'aria-describedby': `${id}-unit` },
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
    </div>
  );
}

export default function NumberInputAdornments() {
  return (
    <div className={classes.row}>
      <UnitField label="Monthly donation" unit="$" position="start" min={1} max={5000} defaultValue={25} />
      <UnitField label="Storage quota" unit="GB" position="end" min={10} max={500} step={10} defaultValue={50} />
      <UnitField label="Discount" unit="%" position="end" min={0} max={100} defaultValue={15} />
    </div>
  );
}
