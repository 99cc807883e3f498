import * as React from 'react';
import { Input } from '@mui/base/Input';

const field = 'flex max-w-xs flex-col gap-1';
const label = 'text-sm font-semibold text-gray-900 dark:text-gray-100';
const root =
  'flex items-center gap-2 rounded-lg border border-solid border-gray-500 bg-white px-3 text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/30 dark:[&.base--focused]:border-blue-300 dark:[&.base--focused]:ring-blue-300/35 [&.base--error]:border-red-700 dark:[&.base--error]:border-red-400 [&.base--disabled]:opacity-60';
const input = 'min-w-0 flex-1 border-0 bg-transparent py-2 font-[inherit] text-base text-inherit outline-0';

export default function InputValidation() {
  const id = React.useId();
  const [value, setValue] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const invalid = touched && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
  return (
    <div className={field}>
      <label htmlFor={id} className={label}>
        Work email
      </label>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setTouched(true)}
        error={invalid}
        aria-describedby={`${id}-help`}
        slotProps={{ root: { className: root }, input: { className: input } }}
      />
      <p
        id={`${id}-help`}
        aria-live="polite"
        className={invalid ? 'm-0 text-sm text-red-700 dark:text-red-300' : 'm-0 text-sm text-gray-600 dark:text-gray-300'}
      >
        {invalid ? 'Enter an address such as name@company.com.' : 'We send the invoices here.'}
      </p>
    </div>
  );
}
