import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import classes from './css.module.css';

export default function NumberInputValidation() {
  const id = React.useId();
  const [error, setError] = React.useState(false);
  const [confirmation, setConfirmation] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The form reads the text of the input, which Enter submits before the field is clamped on blur.
    const text = String(new FormData(event.currentTarget).get('party') ?? '');
    if (text === '' || text === '-') {
      setError(true);
      setConfirmation('');
      document.getElementById(id)?.focus();
      return;
    }
    const people = Math.min(12, Math.max(1, Number(text)));
    setError(false);
    setConfirmation(`Looking for a table for ${people} on Friday at 19:30.`);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className={classes.form}>
      <label htmlFor={id} className={classes.label}>
        Party size{' '}
        <span aria-hidden className={classes.required}>
          *
        </span>
      </label>
      <NumberInput
        id={id}
        required
        min={1}
        max={12}
        placeholder="How many people?"
        error={error}
        onChange={(_event, value) => {
          setError(value === null);
          setConfirmation('');
        }}
        slotProps={{
          root: { className: classes.root },
          input: { className: classes.input, role: 'spinbutton', name: 'party', 'aria-describedby': `${id}-help` },
          incrementButton: {
            type: 'button',
            'aria-label': 'One more person',
            children: <KeyboardArrowUp fontSize="small" />,
            className: `${classes.button} ${classes.up}`,
          },
          decrementButton: {
            type: 'button',
            'aria-label': 'One person fewer',
            children: <KeyboardArrowDown fontSize="small" />,
            className: `${classes.button} ${classes.down}`,
          },
        }}
      />
      <p id={`${id}-help`} aria-live="polite" className={error ? `${classes.hint} ${classes.errorText}` : classes.hint}>
        {error ? 'Enter the number of people, from 1 to 12.' : 'Up to 12 people. For larger groups, call the restaurant.'}
      </p>
      <button type="submit" className={classes.submit}>
        Check availability
      </button>
      <p role="status" className={classes.status}>
        {confirmation}
      </p>
    </form>
  );
}
