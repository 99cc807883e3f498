import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import classes from './css.module.css';

const speeds = [
  { value: 'standard', title: 'Standard', detail: '3–5 days, free' },
  { value: 'express', title: 'Express', detail: 'Next day, $9' },
  { value: 'same-day', title: 'Same day', detail: 'Order by 2 pm, $19' },
];

function FieldLabel({ id, children }: { id: string; children: React.ReactNode }) {
  const context = useFormControlContext();
  return (
    <p id={id} className={classes.legend}>
      {children}
      {context?.required ? (
        <span aria-hidden className={classes.required}>
          {' '}
          *
        </span>
      ) : null}
    </p>
  );
}

// A control of your own: it takes its value, state and handlers from the FormControl around it.
function SpeedPicker({ labelId }: { labelId: string }) {
  const name = React.useId();
  const context = useFormControlContext();
  if (!context) {
    throw new Error('SpeedPicker must be placed inside a FormControl.');
  }
  return (
    <div role="radiogroup" aria-labelledby={labelId} aria-required={context.required} className={classes.cards}>
      {speeds.map((speed) => (
        <label key={speed.value} data-disabled={context.disabled || undefined} className={classes.card}>
          <input
            type="radio"
            name={name}
            value={speed.value}
            checked={context.value === speed.value}
            disabled={context.disabled}
            required={context.required}
            onChange={context.onChange}
            onFocus={context.onFocus}
            onBlur={context.onBlur}
          />
          <span className={classes.cardText}>
            <strong>{speed.title}</strong>
            <span>{speed.detail}</span>
          </span>
        </label>
      ))}
    </div>
  );
}

export default function FormControlCustomControl() {
  const labelId = React.useId();
  const [speed, setSpeed] = React.useState('standard');
  const [oversized, setOversized] = React.useState(false);
  return (
    <div className={classes.layout}>
      <FormControl required disabled={oversized} value={oversized ? 'standard' : speed} onChange={(event) => setSpeed(event.target.value)}>
        <FieldLabel id={labelId}>Delivery speed</FieldLabel>
        <SpeedPicker labelId={labelId} />
      </FormControl>
      <label className={classes.check}>
        <input type="checkbox" checked={oversized} onChange={(event) => setOversized(event.target.checked)} />
        The order contains a bulky item (standard delivery only)
      </label>
    </div>
  );
}
