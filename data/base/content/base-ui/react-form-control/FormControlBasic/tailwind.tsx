import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

const inputSlots = {
  root: {
    className:
      'rounded-lg border border-solid border-gray-500 bg-white text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 focus-within:border-blue-600 focus-within:ring-3 focus-within:ring-blue-600/30 dark:focus-within:border-blue-300 dark:focus-within:ring-blue-300/35 [&.base--error]:border-red-700 dark:[&.base--error]:border-red-400',
  },
  input: {
    className:
      'box-border w-full border-0 bg-transparent px-3 py-2.5 font-[inherit] text-base text-inherit outline-0 placeholder:text-gray-500 dark:placeholder:text-gray-400',
  },
};

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const context = useFormControlContext();
  return (
    <label
      htmlFor={htmlFor}
      data-focused={context?.focused || undefined}
      data-error={context?.error || undefined}
      className="text-sm font-semibold text-gray-900 data-focused:text-blue-700 data-error:text-red-700 dark:text-gray-100 dark:data-focused:text-blue-300 dark:data-error:text-red-300"
    >
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

function HelperText({ id }: { id: string }) {
  const context = useFormControlContext();
  let message = 'Use letters, numbers and dashes.';
  if (context?.focused) {
    message = 'This becomes part of your public address.';
  } else if (context?.filled) {
    message = `Your page will live at studio.example/${String(context.value).toLowerCase()}.`;
  }
  return (
    <p id={id} className="m-0 min-h-[2.5em] text-[0.8125rem] text-gray-600 dark:text-gray-300">
      {message}
    </p>
  );
}

export default function FormControlBasic() {
  const id = React.useId();
  return (
    <FormControl required defaultValue="">
      <div className="flex w-full max-w-[340px] flex-col gap-1">
        <FieldLabel htmlFor={id}>Workspace handle</FieldLabel>
        <Input id={id} placeholder="e.g. north-wind-studio" aria-describedby={`${id}-helper`} slotProps={inputSlots} />
        <HelperText id={`${id}-helper`} />
      </div>
    </FormControl>
  );
}
