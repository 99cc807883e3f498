import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const label = 'text-sm font-semibold text-gray-900 dark:text-gray-100';
const hint = 'm-0 text-[0.8125rem] text-gray-600 dark:text-gray-300';
const root =
  'grid grid-cols-[1fr_36px] grid-rows-[repeat(2,minmax(24px,1fr))] overflow-hidden rounded-lg border border-solid border-gray-500 bg-white text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/30 dark:[&.base--focused]:border-blue-300 dark:[&.base--focused]:ring-blue-300/35';
const input =
  'col-start-1 row-span-2 row-start-1 min-w-0 border-0 bg-transparent px-3 py-2.5 font-[inherit] text-base text-inherit outline-0 placeholder:text-gray-500 dark:placeholder:text-gray-400';
const button =
  'col-start-2 flex cursor-pointer items-center justify-center border-0 border-l border-solid border-gray-300 bg-gray-50 p-0 text-gray-700 hover:bg-gray-200 disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-400 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-gray-700 dark:disabled:bg-gray-800 dark:disabled:text-gray-500';

const BOX = 12;

function describe(count: number | null) {
  if (!count) {
    return 'Nothing ordered yet.';
  }
  const boxes = Math.floor(count / BOX);
  const loose = count % BOX;
  const parts = [];
  if (boxes) {
    parts.push(`${boxes} ${boxes === 1 ? 'box' : 'boxes'} of ${BOX}`);
  }
  if (loose) {
    parts.push(`${loose} single ${loose === 1 ? 'pencil' : 'pencils'}`);
  }
  return `Packed as ${parts.join(' and ')}.`;
}

export default function NumberInputShiftMultiplier() {
  const id = React.useId();
  const [count, setCount] = React.useState<number | null>(14);
  return (
    <div className="flex max-w-[300px] flex-col gap-1">
      <label htmlFor={id} className={label}>
        Pencils to order
      </label>
      <NumberInput
        id={id}
        min={0}
        max={240}
        shiftMultiplier={BOX}
        value={count}
        onChange={(_event, value) => setCount(value)}
        slotProps={{
          root: { className: root },
          input: { className: input, role: 'spinbutton', 'aria-describedby': `${id}-hint` },
          incrementButton: {
            type: 'button',
            'aria-label': 'One more pencil',
            children: <KeyboardArrowUp fontSize="small" />,
            className: `${button} row-start-1 border-b`,
          },
          decrementButton: {
            type: 'button',
            'aria-label': 'One pencil fewer',
            children: <KeyboardArrowDown fontSize="small" />,
            className: `${button} row-start-2`,
          },
        }}
      />
      <p id={`${id}-hint`} className={hint}>
        Hold Shift while clicking or pressing an arrow key, or use Page Up and Page Down, to move by a box of 12.
      </p>
      <p role="status" className="mt-1 mb-0 text-sm font-medium text-gray-900 dark:text-gray-100">
        {describe(count)}
      </p>
    </div>
  );
}
