import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const label = 'text-sm font-semibold text-gray-900 dark:text-gray-100';
const root =
  'grid grid-cols-[1fr_36px] grid-rows-[repeat(2,minmax(24px,1fr))] overflow-hidden rounded-lg border border-solid border-gray-500 bg-white text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/30 dark:[&.base--focused]:border-blue-300 dark:[&.base--focused]:ring-blue-300/35';
const input =
  'col-start-1 row-span-2 row-start-1 min-w-0 border-0 bg-transparent px-3 py-2.5 font-[inherit] text-base text-inherit outline-0 placeholder:text-gray-500 dark:placeholder:text-gray-400';
const button =
  'col-start-2 flex cursor-pointer items-center justify-center border-0 border-l border-solid border-gray-300 bg-gray-50 p-0 text-gray-700 hover:bg-gray-200 disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-400 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-gray-700 dark:disabled:bg-gray-800 dark:disabled:text-gray-500';
const preset =
  'cursor-pointer rounded-full border border-solid border-gray-400 bg-white px-3 py-1.5 font-[inherit] text-[0.8125rem] text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 aria-pressed:border-blue-700 aria-pressed:bg-blue-700 aria-pressed:text-white dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-300 dark:aria-pressed:border-blue-300 dark:aria-pressed:bg-blue-300 dark:aria-pressed:text-gray-900';

const presets = [
  { name: 'Eco', value: 18 },
  { name: 'Comfort', value: 21 },
  { name: 'Boost', value: 24 },
];

export default function NumberInputControlled() {
  const id = React.useId();
  const [target, setTarget] = React.useState<number | null>(21);
  return (
    <div className="flex w-full max-w-[320px] flex-col gap-1">
      <label htmlFor={id} className={label}>
        Target temperature in °C
      </label>
      <NumberInput
        id={id}
        min={10}
        max={30}
        value={target}
        onChange={(_event, value) => setTarget(value)}
        slotProps={{
          root: { className: root },
          input: { className: input, role: 'spinbutton' },
          incrementButton: {
            type: 'button',
            'aria-label': 'One degree warmer',
            children: <KeyboardArrowUp fontSize="small" />,
            className: `${button} row-start-1 border-b`,
          },
          decrementButton: {
            type: 'button',
            'aria-label': 'One degree cooler',
            children: <KeyboardArrowDown fontSize="small" />,
            className: `${button} row-start-2`,
          },
        }}
      />
      <div role="group" aria-label="Presets" className="mt-2 flex flex-wrap gap-2">
        {presets.map((item) => (
          <button
            key={item.name}
            type="button"
            aria-pressed={target === item.value}
            onClick={() => setTarget(item.value)}
            className={preset}
          >
            {item.name} {item.value} °C
          </button>
        ))}
      </div>
      <p role="status" className="mt-2 mb-0 text-sm font-medium text-gray-900 dark:text-gray-100">
        {target === null ? 'Heating is off until you set a target.' : `Heating the room to ${target} °C.`}
      </p>
    </div>
  );
}
