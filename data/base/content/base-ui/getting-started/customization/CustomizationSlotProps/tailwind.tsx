import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function CustomizationSlotProps() {
  const id = React.useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id}>Shipping ZIP code</label>
      <Input
        id={id}
        placeholder="e.g. 94103"
        startAdornment={<span aria-hidden>📦</span>}
        slotProps={{
          root: {
            className:
              'flex max-w-xs items-center gap-2 rounded-lg border border-gray-500 px-3 dark:border-gray-400 [&.base--focused]:outline-3 [&.base--focused]:outline-offset-1 [&.base--focused]:outline-blue-400',
          },
          input: {
            className: 'min-w-0 flex-1 border-0 bg-transparent py-2.5 text-inherit outline-none',
            inputMode: 'numeric',
            maxLength: 5,
          },
        }}
      />
    </div>
  );
}
