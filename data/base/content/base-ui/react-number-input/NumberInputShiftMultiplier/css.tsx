import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import classes from './css.module.css';

const BOX = 12;

function describe(count: number | null) {
  if (!count) {
    return 'Nothing ordered yet.';
  }
  const boxes = Math.floor(count / BOX);
  const loose = count % BOX;
  const parts = [];
  if (boxes) {
    parts.push(`${boxes} ${boxes === 1 ? 'box' : 'boxes'} of ${BOX}`);
  }
  if (loose) {
    parts.push(`${loose} single ${loose === 1 ? 'pencil' : 'pencils'}`);
  }
  return `Packed as ${parts.join(' and ')}.`;
}

export default function NumberInputShiftMultiplier() {
  const id = React.useId();
  const [count, setCount] = React.useState<number | null>(14);
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        Pencils to order
      </label>
      <NumberInput
        id={id}
        min={0}
        max={240}
        shiftMultiplier={BOX}
        value={count}
        onChange={(_event, value) => setCount(value)}
        slotProps={{
          root: { className: classes.root },
          input: { className: classes.input, role: 'spinbutton', 'aria-describedby': `${id}-hint` },
          incrementButton: {
            type: 'button',
            'aria-label': 'One more pencil',
            children: <KeyboardArrowUp fontSize="small" />,
            className: `${classes.button} ${classes.up}`,
          },
          decrementButton: {
            type: 'button',
            'aria-label': 'One pencil fewer',
            children: <KeyboardArrowDown fontSize="small" />,
            className: `${classes.button} ${classes.down}`,
          },
        }}
      />
      <p id={`${id}-hint`} className={classes.hint}>
        Hold Shift while clicking or pressing an arrow key, or use Page Up and Page Down, to move by a box of 12.
      </p>
      <p role="status" className={classes.status}>
        {describe(count)}
      </p>
    </div>
  );
}
