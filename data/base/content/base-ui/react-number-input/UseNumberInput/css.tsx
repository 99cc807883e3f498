import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import classes from './css.module.css';

interface TimeColumnProps {
  unit: string;
  max: number;
  shiftMultiplier: number;
  value: number;
  onChange: (value: number) => void;
}

function TimeColumn({ unit, max, shiftMultiplier, value, onChange }: TimeColumnProps) {
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, focused } = useNumberInput({
    min: 0,
    max,
    shiftMultiplier,
    value,
    onChange: (_event, next) => onChange(next ?? 0),
  });
  return (
    <div {...getRootProps()} className={classes.column} data-focused={focused || undefined}>
      <button {...getIncrementButtonProps({ 'aria-label': `One more ${unit}` })} type="button" className={classes.chevron}>
        <KeyboardArrowUp />
      </button>
      <input {...getInputProps({ role: 'spinbutton', 'aria-label': `${unit}s` })} className={classes.digits} />
      <span aria-hidden className={classes.unit}>
        {unit}s
      </span>
      <button {...getDecrementButtonProps({ 'aria-label': `One ${unit} fewer` })} type="button" className={classes.chevron}>
        <KeyboardArrowDown />
      </button>
    </div>
  );
}

export default function UseNumberInput() {
  const labelId = React.useId();
  const [hours, setHours] = React.useState(1);
  const [minutes, setMinutes] = React.useState(15);
  return (
    <div className={classes.card}>
      <p id={labelId} className={classes.title}>
        Roasting time
      </p>
      <div role="group" aria-labelledby={labelId} className={classes.columns}>
        <TimeColumn unit="hour" max={12} shiftMultiplier={3} value={hours} onChange={setHours} />
        <span aria-hidden className={classes.colon}>
          :
        </span>
        <TimeColumn unit="minute" max={59} shiftMultiplier={15} value={minutes} onChange={setMinutes} />
      </div>
      <p role="status" className={classes.summary}>
        {hours * 60 + minutes === 0 ? 'No time set.' : `Switches off after ${hours} h ${minutes} min.`}
      </p>
    </div>
  );
}
