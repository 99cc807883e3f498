import * as React from 'react';
import { Input } from '@mui/base/Input';
import clsx from 'clsx';

export default function CustomizationOwnerState() {
  const id = React.useId();
  const [code, setCode] = React.useState('');
  const invalid = code !== '' && !/^[A-Z0-9]{6}$/.test(code);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id}>Coupon code</label>
      <Input
        id={id}
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        error={invalid}
        slotProps={{
          root: (ownerState) => ({
            className: clsx(
              'max-w-xs rounded-lg border-2',
              ownerState.error && 'border-red-700 dark:border-red-400',
              !ownerState.error && ownerState.focused && 'border-blue-600',
              !ownerState.error && !ownerState.focused && 'border-gray-500 dark:border-gray-400',
            ),
          }),
          input: {
            className: 'box-border w-full border-0 bg-transparent px-3 py-2 tracking-widest text-inherit outline-none',
            'aria-describedby': `${id}-help`,
          },
        }}
      />
      <p id={`${id}-help`} className={clsx('m-0 text-sm', invalid && 'text-red-700 dark:text-red-300')}>
        {invalid ? 'Codes are 6 letters or digits.' : 'Try SPRING or WINTER24.'}
      </p>
    </div>
  );
}
