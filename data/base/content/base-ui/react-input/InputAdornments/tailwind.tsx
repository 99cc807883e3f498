import * as React from 'react';
import { Input } from '@mui/base/Input';
import { Button } from '@mui/base/Button';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

const field = 'flex max-w-xs flex-col gap-1';
const label = 'text-sm font-semibold text-gray-900 dark:text-gray-100';
const root =
  'flex items-center gap-2 rounded-lg border border-solid border-gray-500 bg-white px-3 text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/30 dark:[&.base--focused]:border-blue-300 dark:[&.base--focused]:ring-blue-300/35 [&.base--error]:border-red-700 dark:[&.base--error]:border-red-400 [&.base--disabled]:opacity-60';
const input = 'min-w-0 flex-1 border-0 bg-transparent py-2 font-[inherit] text-base text-inherit outline-0';
const adornment = 'whitespace-nowrap text-sm text-gray-600 dark:text-gray-300';

export default function InputAdornments() {
  const budgetId = React.useId();
  const passwordId = React.useId();
  const [visible, setVisible] = React.useState(false);
  return (
    <div className="flex flex-col gap-4">
      <div className={field}>
        <label htmlFor={budgetId} className={label}>
          Monthly budget
        </label>
        <Input
          id={budgetId}
          defaultValue="1,250"
          startAdornment={<span className={adornment}>€</span>}
          endAdornment={<span className={adornment}>per month</span>}
          slotProps={{ root: { className: root }, input: { className: input } }}
        />
      </div>
      <div className={field}>
        <label htmlFor={passwordId} className={label}>
          Password
        </label>
        <Input
          id={passwordId}
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          endAdornment={
            <Button
              aria-label={visible ? 'Hide password' : 'Show password'}
              onClick={() => setVisible((value) => !value)}
              className="-mr-1 inline-flex cursor-pointer rounded-md border-0 bg-transparent p-1 text-inherit hover:bg-gray-500/15 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300"
            >
              {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
            </Button>
          }
          slotProps={{ root: { className: root }, input: { className: input } }}
        />
      </div>
    </div>
  );
}
