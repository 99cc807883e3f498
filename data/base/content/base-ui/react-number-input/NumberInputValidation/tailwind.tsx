import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const root =
  'grid w-full grid-cols-[1fr_36px] grid-rows-[repeat(2,minmax(24px,1fr))] overflow-hidden rounded-lg border border-solid border-gray-500 bg-white text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/30 dark:[&.base--focused]:border-blue-300 dark:[&.base--focused]:ring-blue-300/35 [&.base--error]:border-red-700 [&.base--error.base--focused]:ring-red-700/25 dark:[&.base--error]:border-red-400 dark:[&.base--error.base--focused]:ring-red-400/35';
const input =
  'col-start-1 row-span-2 row-start-1 min-w-0 border-0 bg-transparent px-3 py-2.5 font-[inherit] text-base text-inherit outline-0 placeholder:text-gray-500 dark:placeholder:text-gray-400';
const button =
  'col-start-2 flex cursor-pointer items-center justify-center border-0 border-l border-solid border-gray-300 bg-gray-50 p-0 text-gray-700 hover:bg-gray-200 disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-400 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-gray-700 dark:disabled:bg-gray-800 dark:disabled:text-gray-500';

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
    <form noValidate onSubmit={handleSubmit} className="flex max-w-[300px] flex-col items-start gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-gray-900 dark:text-gray-100">
        Party size{' '}
        <span aria-hidden className="text-red-700 dark:text-red-300">
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
          root: { className: root },
          input: { className: input, role: 'spinbutton', name: 'party', 'aria-describedby': `${id}-help` },
          incrementButton: {
            type: 'button',
            'aria-label': 'One more person',
            children: <KeyboardArrowUp fontSize="small" />,
            className: `${button} row-start-1 border-b`,
          },
          decrementButton: {
            type: 'button',
            'aria-label': 'One person fewer',
            children: <KeyboardArrowDown fontSize="small" />,
            className: `${button} row-start-2`,
          },
        }}
      />
      <p
        id={`${id}-help`}
        aria-live="polite"
        className={`m-0 text-[0.8125rem] ${error ? 'text-red-700 dark:text-red-300' : 'text-gray-600 dark:text-gray-300'}`}
      >
        {error ? 'Enter the number of people, from 1 to 12.' : 'Up to 12 people. For larger groups, call the restaurant.'}
      </p>
      <button
        type="submit"
        className="mt-3 cursor-pointer rounded-lg border-0 bg-blue-700 px-4 py-2 font-[inherit] text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:bg-blue-300 dark:text-gray-900 dark:hover:bg-blue-200 dark:focus-visible:outline-blue-300"
      >
        Check availability
      </button>
      <p role="status" className="mt-2 mb-0 text-sm font-medium text-green-800 dark:text-green-300">
        {confirmation}
      </p>
    </form>
  );
}
