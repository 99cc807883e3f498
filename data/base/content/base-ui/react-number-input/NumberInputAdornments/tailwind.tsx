import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const root =
  'grid grid-cols-[auto_1fr_auto_36px] grid-rows-[repeat(2,minmax(24px,1fr))] overflow-hidden rounded-lg border border-solid border-gray-500 bg-white text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/30 dark:[&.base--focused]:border-blue-300 dark:[&.base--focused]:ring-blue-300/35';
const input = 'col-start-2 row-span-2 row-start-1 min-w-0 border-0 bg-transparent py-2.5 font-[inherit] text-base text-inherit outline-0';
const button =
  'col-start-4 flex cursor-pointer items-center justify-center border-0 border-l border-solid border-gray-300 bg-gray-50 p-0 text-gray-700 hover:bg-gray-200 disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-400 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-gray-700 dark:disabled:bg-gray-800 dark:disabled:text-gray-500';
const adornment = 'row-span-2 row-start-1 self-center text-[0.9375rem] text-gray-600 dark:text-gray-300';

interface UnitFieldProps {
  label: string;
  unit: string;
  position: 'start' | 'end';
  min: number;
  max: number;
  step?: number;
  defaultValue: number;
}

function UnitField({ label, unit, position, ...props }: UnitFieldProps) {
  const id = React.useId();
  const start = position === 'start';
  const adornmentNode = (
    <span id={`${id}-unit`} className={`${adornment} ${start ? 'col-start-1 pl-3' : 'col-start-3 pr-2.5'}`}>
      {unit}
    </span>
  );
  return (
    <div className="flex w-[170px] flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-gray-900 dark:text-gray-100">
        {label}
      </label>
      <NumberInput
        id={id}
        {...props}
        startAdornment={start ? adornmentNode : undefined}
        endAdornment={start ? undefined : adornmentNode}
        slotProps={{
          root: { className: root },
          input: {
            className: `${input} ${start ? 'pr-3 pl-1' : 'pr-1 pl-3'}`,
            role: 'spinbutton',
            'aria-describedby': `${id}-unit`,
          },
          incrementButton: {
            type: 'button',
            'aria-label': `Increase ${label.toLowerCase()}`,
            children: <KeyboardArrowUp fontSize="small" />,
            className: `${button} row-start-1 border-b`,
          },
          decrementButton: {
            type: 'button',
            'aria-label': `Decrease ${label.toLowerCase()}`,
            children: <KeyboardArrowDown fontSize="small" />,
            className: `${button} row-start-2`,
          },
        }}
      />
    </div>
  );
}

export default function NumberInputAdornments() {
  return (
    <div className="flex flex-wrap gap-4">
      <UnitField label="Monthly donation" unit="$" position="start" min={1} max={5000} defaultValue={25} />
      <UnitField label="Storage quota" unit="GB" position="end" min={10} max={500} step={10} defaultValue={50} />
      <UnitField label="Discount" unit="%" position="end" min={0} max={100} defaultValue={15} />
    </div>
  );
}
