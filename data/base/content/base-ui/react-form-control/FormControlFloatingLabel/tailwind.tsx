import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

const inputSlots = {
  root: {
    className:
      'rounded-lg border border-solid border-gray-500 bg-white text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 focus-within:border-blue-600 focus-within:ring-3 focus-within:ring-blue-600/30 dark:focus-within:border-blue-300 dark:focus-within:ring-blue-300/35',
  },
  input: {
    className: 'box-border w-full border-0 bg-transparent px-3 pt-[22px] pb-1.5 font-[inherit] text-base text-inherit outline-0',
  },
};

// The FormControl root carries base--focused and base-FormControl-filled: the label moves up with CSS alone.
const label =
  'pointer-events-none absolute top-[15px] left-[13px] text-base text-gray-600 transition-all duration-[120ms] group-[.base--focused]:top-1.5 group-[.base--focused]:text-xs group-[.base--focused]:font-semibold group-[.base--focused]:text-blue-700 group-[.base-FormControl-filled]:top-1.5 group-[.base-FormControl-filled]:text-xs group-[.base-FormControl-filled]:font-semibold dark:text-gray-300 dark:group-[.base--focused]:text-blue-300';

function FloatingField({ label: text, defaultValue = '', autoComplete }: { label: string; defaultValue?: string; autoComplete: string }) {
  const id = React.useId();
  return (
    <FormControl defaultValue={defaultValue} className="group relative">
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <Input id={id} autoComplete={autoComplete} slotProps={inputSlots} />
    </FormControl>
  );
}

export default function FormControlFloatingLabel() {
  return (
    <div className="flex w-full max-w-[340px] flex-col gap-3">
      <FloatingField label="Street and number" autoComplete="address-line1" />
      <FloatingField label="City" defaultValue="Porto" autoComplete="address-level2" />
      <FloatingField label="Postcode" autoComplete="postal-code" />
    </div>
  );
}
