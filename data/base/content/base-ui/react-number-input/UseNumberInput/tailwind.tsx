import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const chevron =
  'flex h-8 w-11 cursor-pointer items-center justify-center rounded-lg border-0 bg-transparent p-0 text-blue-700 hover:bg-blue-50 disabled:cursor-not-allowed disabled:bg-transparent disabled:text-gray-400 dark:text-blue-300 dark:hover:bg-blue-900 dark:disabled:bg-transparent dark:disabled:text-gray-500';

interface TimeColumnProps {
  unit: string;
  max: number;
  shiftMultiplier: number;
  value: number;
  onChange: (value: number) => void;
}

function TimeColumn({ unit, max, shiftMultiplier, value, onChange }: TimeColumnProps) {
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, focused } = useNumberInput({
    min: 0,
    max,
    shiftMultiplier,
    value,
    onChange: (_event, next) => onChange(next ?? 0),
  });
  return (
    <div
      {...getRootProps()}
      className={`flex flex-col items-center gap-0.5 rounded-xl border-2 border-solid p-1.5 ${
        focused ? 'border-blue-600 dark:border-blue-300' : 'border-transparent'
      }`}
    >
      <button {...getIncrementButtonProps({ 'aria-label': `One more ${unit}` })} type="button" className={chevron}>
        <KeyboardArrowUp />
      </button>
      <input
        {...getInputProps({ role: 'spinbutton', 'aria-label': `${unit}s` })}
        className="w-16 rounded-lg border-0 bg-gray-100 px-0 py-1 text-center font-[inherit] text-[2rem] font-semibold text-inherit tabular-nums outline-0 dark:bg-gray-800"
      />
      <span aria-hidden className="text-xs text-gray-600 dark:text-gray-300">
        {unit}s
      </span>
      <button {...getDecrementButtonProps({ 'aria-label': `One ${unit} fewer` })} type="button" className={chevron}>
        <KeyboardArrowDown />
      </button>
    </div>
  );
}

export default function UseNumberInput() {
  const labelId = React.useId();
  const [hours, setHours] = React.useState(1);
  const [minutes, setMinutes] = React.useState(15);
  return (
    <div className="flex w-full max-w-[300px] flex-col items-center gap-3 rounded-2xl border border-solid border-gray-200 bg-white p-5 text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
      <p id={labelId} className="m-0 text-base font-semibold">
        Roasting time
      </p>
      <div role="group" aria-labelledby={labelId} className="flex items-center gap-2">
        <TimeColumn unit="hour" max={12} shiftMultiplier={3} value={hours} onChange={setHours} />
        <span aria-hidden className="pb-5 text-[2rem] font-semibold">
          :
        </span>
        <TimeColumn unit="minute" max={59} shiftMultiplier={15} value={minutes} onChange={setMinutes} />
      </div>
      <p role="status" className="m-0 text-center text-sm">
        {hours * 60 + minutes === 0 ? 'No time set.' : `Switches off after ${hours} h ${minutes} min.`}
      </p>
    </div>
  );
}
