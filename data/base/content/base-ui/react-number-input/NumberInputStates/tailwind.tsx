import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const label = 'text-sm font-semibold text-gray-900 dark:text-gray-100';
const hint = 'm-0 text-[0.8125rem] text-gray-600 dark:text-gray-300';
const root =
  'grid grid-cols-[1fr_36px] grid-rows-[repeat(2,minmax(24px,1fr))] overflow-hidden rounded-lg border border-solid border-gray-500 bg-white text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/30 [&.base--readOnly]:border-dashed [&.base--readOnly]:bg-gray-100 dark:[&.base--readOnly]:bg-gray-800 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-55 dark:[&.base--focused]:border-blue-300 dark:[&.base--focused]:ring-blue-300/35';
const input =
  'col-start-1 row-span-2 row-start-1 min-w-0 border-0 bg-transparent px-3 py-2.5 font-[inherit] text-base text-inherit outline-0 placeholder:text-gray-500 dark:placeholder:text-gray-400';
const button =
  'col-start-2 flex cursor-pointer items-center justify-center border-0 border-l border-solid border-gray-300 bg-gray-50 p-0 text-gray-700 hover:bg-gray-200 disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-400 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-gray-700 dark:disabled:bg-gray-800 dark:disabled:text-gray-500';

interface StateFieldProps {
  label: string;
  hint: string;
  defaultValue: number;
  disabled?: boolean;
  readOnly?: boolean;
}

function StateField({ label: text, hint: help, ...props }: StateFieldProps) {
  const id = React.useId();
  return (
    <div className="flex w-[170px] flex-col gap-1">
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <NumberInput
        id={id}
        min={0}
        max={99}
        {...props}
        slotProps={{
          root: { className: root },
          input: { className: input, role: 'spinbutton', 'aria-describedby': `${id}-hint` },
          incrementButton: {
            type: 'button',
            'aria-label': `Increase ${text.toLowerCase()}`,
            children: <KeyboardArrowUp fontSize="small" />,
            className: `${button} row-start-1 border-b`,
          },
          decrementButton: {
            type: 'button',
            'aria-label': `Decrease ${text.toLowerCase()}`,
            children: <KeyboardArrowDown fontSize="small" />,
            className: `${button} row-start-2`,
          },
        }}
      />
      <p id={`${id}-hint`} className={hint}>
        {help}
      </p>
    </div>
  );
}

export default function NumberInputStates() {
  return (
    <div className="flex flex-wrap gap-4">
      <StateField label="Monitors" hint="Editable" defaultValue={2} />
      <StateField label="Licences" hint="Disabled: set by your administrator" defaultValue={25} disabled />
      <StateField label="Spare keyboards" hint="Read-only: typing is off, stepping still works" defaultValue={4} readOnly />
    </div>
  );
}
