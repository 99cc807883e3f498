import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';

const priorities = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
];

function PriorityOption({ value, label }: { value: string; label: string }) {
  const { getRootProps, selected, highlighted } = useOption({ value, label, disabled: false });
  return (
    <li
      {...getRootProps()}
      data-selected={selected || undefined}
      data-highlighted={highlighted || undefined}
      className="cursor-default list-none rounded-md px-3 py-2 data-highlighted:bg-gray-100 data-selected:bg-blue-100 data-selected:text-blue-900 dark:data-highlighted:bg-gray-800 dark:data-selected:bg-blue-900 dark:data-selected:text-blue-100"
    >
      {label}
    </li>
  );
}

export default function UseSelect() {
  const buttonId = React.useId();
  const listboxId = React.useId();
  const { getButtonProps, getListboxProps, contextValue, value, open } = useSelect<string, false>({ listboxId, defaultValue: 'medium' });
  const current = priorities.find((item) => item.value === value);
  return (
    <div className="relative flex max-w-xs flex-col gap-1">
      <label className="text-sm font-semibold text-gray-900 dark:text-gray-100" htmlFor={buttonId}>
        Priority
      </label>
      <button
        className="flex min-h-[42px] cursor-pointer items-center justify-between rounded-lg border border-solid border-gray-500 bg-white px-3 py-2 font-[inherit] text-base text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 dark:focus-visible:outline-blue-300"
        {...getButtonProps({ id: buttonId })}
      >
        {current?.label ?? 'None'}
        <UnfoldMoreIcon fontSize="small" aria-hidden />
      </button>
      <ul
        className="absolute top-full right-0 left-0 z-[1] mt-1 mb-0 rounded-lg border border-solid border-gray-300 bg-white p-1 text-gray-900 shadow-lg outline-0 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
        {...getListboxProps()}
        hidden={!open}
      >
        <SelectProvider value={contextValue}>
          {priorities.map((item) => (
            <PriorityOption key={item.value} value={item.value} label={item.label} />
          ))}
        </SelectProvider>
      </ul>
    </div>
  );
}
