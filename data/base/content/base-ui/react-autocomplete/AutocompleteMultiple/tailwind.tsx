import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import Close from '@mui/icons-material/Close';
import Check from '@mui/icons-material/Check';

const label = 'mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100';
const listbox =
  'absolute top-full right-0 left-0 z-10 mt-1 mb-0 max-h-60 list-none overflow-auto rounded-lg border border-solid border-gray-200 bg-white p-1 text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100 dark:shadow-black/50';
const control =
  'flex flex-wrap items-center gap-1.5 rounded-lg border border-solid border-gray-500 bg-white px-2 py-1.5 text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 data-focused:border-blue-600 data-focused:ring-3 data-focused:ring-blue-600/30 dark:data-focused:border-blue-300 dark:data-focused:ring-blue-300/35';
const input =
  'min-w-0 flex-1 basis-20 border-0 bg-transparent p-1 font-[inherit] text-base text-inherit outline-0 placeholder:text-gray-500 dark:placeholder:text-gray-400';
const option =
  'group flex cursor-pointer items-center justify-between gap-3 rounded-md px-2.5 py-2 text-[0.9375rem] aria-selected:font-semibold aria-selected:text-blue-700 dark:aria-selected:text-blue-300 [&.Mui-focused]:bg-blue-50 dark:[&.Mui-focused]:bg-blue-900 [&.Mui-focusVisible]:outline-2 [&.Mui-focusVisible]:-outline-offset-2 [&.Mui-focusVisible]:outline-blue-600 dark:[&.Mui-focusVisible]:outline-blue-300';
const chip =
  'inline-flex items-center gap-0.5 rounded-full bg-indigo-100 py-0.5 pr-0.5 pl-2 text-[0.8125rem] font-medium text-blue-900 focus:outline-2 focus:outline-offset-1 focus:outline-blue-600 dark:bg-blue-900 dark:text-indigo-100 dark:focus:outline-blue-300';
const chipRemove =
  'flex size-5 cursor-pointer items-center justify-center rounded-full border-0 bg-transparent p-0 text-[14px] text-inherit hover:bg-blue-900/15 dark:hover:bg-indigo-100/20';

const labels = [
  'accessibility',
  'bug',
  'dependencies',
  'design',
  'documentation',
  'good first issue',
  'needs triage',
  'performance',
  'regression',
  'security',
  'testing',
];

export default function AutocompleteMultiple() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    value,
    setAnchorEl,
  } = useAutocomplete({
    multiple: true,
    options: labels,
    defaultValue: ['bug', 'needs triage'],
    disableCloseOnSelect: true,
  });
  const options = groupedOptions as string[];

  return (
    <div className="min-h-[340px] w-full max-w-[360px]">
      <label {...getInputLabelProps()} className={label}>
        Labels
      </label>
      <div {...getRootProps()} className="relative">
        <div ref={setAnchorEl} data-focused={focused || undefined} className={control}>
          {value.map((item, index) => {
            const { key, onDelete, ...tagProps } = getTagProps({ index });
            return (
              <span key={key} {...tagProps} className={chip}>
                {item}
                <button type="button" tabIndex={-1} aria-label={`Remove ${item}`} onClick={onDelete} className={chipRemove}>
                  <Close fontSize="inherit" />
                </button>
              </span>
            );
          })}
          <input {...getInputProps()} placeholder={value.length ? '' : 'Add labels'} className={input} />
        </div>
        {popupOpen && options.length > 0 ? (
          <ul {...getListboxProps()} className={listbox}>
            {options.map((item, index) => {
              const { key, ...optionProps } = getOptionProps({ option: item, index });
              return (
                <li key={key} {...optionProps} className={option}>
                  <span>{item}</span>
                  <Check fontSize="small" className="invisible group-aria-selected:visible" />
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <p className="mt-1.5 mb-0 text-[0.8125rem] text-gray-600 dark:text-gray-300">
        Backspace in the empty field removes the last label; the Left arrow moves to the labels.
      </p>
    </div>
  );
}
