import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import classes from './css.module.css';

const presets = [
  { name: 'Eco', value: 18 },
  { name: 'Comfort', value: 21 },
  { name: 'Boost', value: 24 },
];

export default function NumberInputControlled() {
  const id = React.useId();
  const [target, setTarget] = React.useState<number | null>(21);
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        Target temperature in °C
      </label>
      <NumberInput
        id={id}
        min={10}
        max={30}
        value={target}
        onChange={(_event, value) => setTarget(value)}
        slotProps={{
          root: { className: classes.root },
          input: { className: classes.input, role: 'spinbutton' },
          incrementButton: {
            type: 'button',
            'aria-label': 'One degree warmer',
            children: <KeyboardArrowUp fontSize="small" />,
            className: `${classes.button} ${classes.up}`,
          },
          decrementButton: {
            type: 'button',
            'aria-label': 'One degree cooler',
            children: <KeyboardArrowDown fontSize="small" />,
            className: `${classes.button} ${classes.down}`,
          },
        }}
      />
      <div role="group" aria-label="Presets" className={classes.presets}>
        {presets.map((preset) => (
          <button
            key={preset.name}
            type="button"
            aria-pressed={target === preset.value}
            onClick={() => setTarget(preset.value)}
            className={classes.preset}
          >
            {preset.name} {preset.value} °C
          </button>
        ))}
      </div>
      <p role="status" className={classes.status}>
        {target === null ? 'Heating is off until you set a target.' : `Heating the room to ${target} °C.`}
      </p>
    </div>
  );
}
