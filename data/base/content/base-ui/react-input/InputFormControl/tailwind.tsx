import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

const field = 'flex max-w-xs flex-col gap-1';
const label = 'text-sm font-semibold text-gray-900 dark:text-gray-100';
const root =
  'flex items-center gap-2 rounded-lg border border-solid border-gray-500 bg-white px-3 text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 focus-within:border-blue-600 focus-within:ring-3 focus-within:ring-blue-600/30 dark:focus-within:border-blue-300 dark:focus-within:ring-blue-300/35 [&.base--error]:border-red-700 dark:[&.base--error]:border-red-400 [&.base--disabled]:opacity-60';
const input = 'min-w-0 flex-1 border-0 bg-transparent py-2 font-[inherit] text-base text-inherit outline-0';

const MAX = 40;

function RequiredLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const context = useFormControlContext();
  return (
    <label htmlFor={htmlFor} className={label}>
      {children}
      {context?.required ? (
        <span aria-hidden className="text-red-700 dark:text-red-300">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

function Counter({ id }: { id: string }) {
  const context = useFormControlContext();
  const length = String(context?.value ?? '').length;
  return (
    <p id={id} className="m-0 text-sm text-gray-600 dark:text-gray-300">
      {length} of {MAX} characters
    </p>
  );
}

export default function InputFormControl() {
  const id = React.useId();
  return (
    <FormControl required defaultValue="">
      <div className={field}>
        <RequiredLabel htmlFor={id}>Team name</RequiredLabel>
        <Input
          id={id}
          aria-describedby={`${id}-count`}
          slotProps={{ root: { className: root }, input: { className: input, maxLength: MAX } }}
        />
        <Counter id={`${id}-count`} />
      </div>
    </FormControl>
  );
}
