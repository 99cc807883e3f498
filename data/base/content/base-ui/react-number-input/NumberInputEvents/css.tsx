import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import classes from './css.module.css';

interface Entry {
  key: number;
  handler: 'onChange' | 'onInputChange';
  detail: string;
}

export default function NumberInputEvents() {
  const id = React.useId();
  const [entries, setEntries] = React.useState<Entry[]>([]);
  const nextKey = React.useRef(0);
  const log = (handler: Entry['handler'], detail: string) => {
    nextKey.current += 1;
    const key = nextKey.current;
    setEntries((previous) => [{ key, handler, detail }, ...previous].slice(0, 5));
  };
  return (
    <div className={classes.layout}>
      <div className={classes.field}>
        <label htmlFor={id} className={classes.label}>
          Tickets
        </label>
        <NumberInput
          id={id}
          min={0}
          max={20}
          defaultValue={2}
          onInputChange={(event) => log('onInputChange', `text is "${event.target.value}"`)}
          onChange={(event, value) => log('onChange', `value ${value ?? 'null'}, after ${event.type}`)}
          slotProps={{
            root: { className: classes.root },
            input: { className: classes.input, role: 'spinbutton', 'aria-describedby': `${id}-hint` },
            incrementButton: {
              type: 'button',
              'aria-label': 'One more ticket',
              children: <KeyboardArrowUp fontSize="small" />,
              className: `${classes.button} ${classes.up}`,
            },
            decrementButton: {
              type: 'button',
              'aria-label': 'One ticket fewer',
              children: <KeyboardArrowDown fontSize="small" />,
              className: `${classes.button} ${classes.down}`,
            },
          }}
        />
        <p id={`${id}-hint`} className={classes.hint}>
          Type, step, then leave the field.
        </p>
      </div>
      <div role="log" aria-label="Event log" className={classes.log}>
        {entries.length === 0 ? (
          <p className={classes.empty}>No events yet.</p>
        ) : (
          <ul className={classes.entries}>
            {entries.map((entry) => (
              <li key={entry.key}>
                <code className={classes.handler}>{entry.handler}</code> {entry.detail}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
