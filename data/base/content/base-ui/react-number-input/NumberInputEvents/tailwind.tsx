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

interface Entry {
  key: number;
  handler: 'onChange' | 'onInputChange';
  detail: string;
}

export default function NumberInputEvents() {
  const id = React.useId();
  const [entries, setEntries] = React.useState<Entry[]>([]);
  const nextKey = React.useRef(0);
  const log = (handler: Entry['handler'], detail: string) => {
    nextKey.current += 1;
    const key = nextKey.current;
    setEntries((previous) => [{ key, handler, detail }, ...previous].slice(0, 5));
  };
  return (
    <div className="flex flex-wrap items-start gap-6">
      <div className="flex w-[200px] flex-col gap-1">
        <label htmlFor={id} className={label}>
          Tickets
        </label>
        <NumberInput
          id={id}
          min={0}
          max={20}
          defaultValue={2}
          onInputChange={(event) => log('onInputChange', `text is "${event.target.value}"`)}
          onChange={(event, value) => log('onChange', `value ${value ?? 'null'}, after ${event.type}`)}
          slotProps={{
            root: { className: root },
            input: { className: input, role: 'spinbutton', 'aria-describedby': `${id}-hint` },
            incrementButton: {
              type: 'button',
              'aria-label': 'One more ticket',
              children: <KeyboardArrowUp fontSize="small" />,
              className: `${button} row-start-1 border-b`,
            },
            decrementButton: {
              type: 'button',
              'aria-label': 'One ticket fewer',
              children: <KeyboardArrowDown fontSize="small" />,
              className: `${button} row-start-2`,
            },
          }}
        />
        <p id={`${id}-hint`} className={hint}>
          Type, step, then leave the field.
        </p>
      </div>
      <div
        role="log"
        aria-label="Event log"
        className="min-h-[150px] flex-[1_1_240px] rounded-lg bg-gray-100 px-3.5 py-2.5 text-[0.8125rem] text-gray-900 dark:bg-gray-800 dark:text-gray-100"
      >
        {entries.length === 0 ? (
          <p className="m-0 text-gray-600 dark:text-gray-300">No events yet.</p>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-1.5 p-0">
            {entries.map((entry) => (
              <li key={entry.key}>
                <code className="rounded bg-blue-100 px-1.5 py-px font-mono text-blue-900 dark:bg-blue-900 dark:text-blue-100">
                  {entry.handler}
                </code>{' '}
                {entry.detail}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
