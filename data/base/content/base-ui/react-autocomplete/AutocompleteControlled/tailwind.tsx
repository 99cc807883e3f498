import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import Close from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const label = 'mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100';
const control =
  'flex items-center gap-0.5 rounded-lg border border-solid border-gray-500 bg-white pr-1.5 text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 data-focused:border-blue-600 data-focused:ring-3 data-focused:ring-blue-600/30 dark:data-focused:border-blue-300 dark:data-focused:ring-blue-300/35';
const input =
  'min-w-0 flex-1 border-0 bg-transparent px-3 py-2.5 font-[inherit] text-base text-inherit outline-0 placeholder:text-gray-500 dark:placeholder:text-gray-400';
const iconButton =
  'flex size-7 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800 [&_svg]:transition-transform data-open:[&_svg]:rotate-180';
const listbox =
  'absolute top-full right-0 left-0 z-10 mt-1 mb-0 max-h-60 list-none overflow-auto rounded-lg border border-solid border-gray-200 bg-white p-1 text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100 dark:shadow-black/50';
const option =
  'flex cursor-pointer justify-between gap-3 rounded-md px-2.5 py-2 text-[0.9375rem] aria-selected:font-semibold aria-selected:text-blue-700 dark:aria-selected:text-blue-300 [&.Mui-focused]:bg-blue-50 dark:[&.Mui-focused]:bg-blue-900 [&.Mui-focusVisible]:outline-2 [&.Mui-focusVisible]:-outline-offset-2 [&.Mui-focusVisible]:outline-blue-600 dark:[&.Mui-focusVisible]:outline-blue-300';
const empty =
  'absolute top-full right-0 left-0 mt-1 rounded-lg border border-solid border-gray-200 bg-white px-3 py-2.5 text-sm text-gray-600 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300';

interface Airport {
  code: string;
  city: string;
}

const airports: Airport[] = [
  { code: 'ADD', city: 'Addis Ababa' },
  { code: 'AKL', city: 'Auckland' },
  { code: 'BOG', city: 'Bogotá' },
  { code: 'CMN', city: 'Casablanca' },
  { code: 'HAN', city: 'Hanoi' },
  { code: 'KEF', city: 'Reykjavík' },
  { code: 'LIS', city: 'Lisbon' },
  { code: 'MVD', city: 'Montevideo' },
  { code: 'NBO', city: 'Nairobi' },
  { code: 'TBS', city: 'Tbilisi' },
  { code: 'WAW', city: 'Warsaw' },
  { code: 'YVR', city: 'Vancouver' },
];

export default function AutocompleteControlled() {
  const [value, setValue] = React.useState<Airport | null>(airports[4]);
  const [inputValue, setInputValue] = React.useState('');
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getClearProps,
    getPopupIndicatorProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    dirty,
  } = useAutocomplete({
    options: airports,
    value,
    onChange: (_event, newValue) => setValue(newValue),
    inputValue,
    onInputChange: (_event, newInputValue) => setInputValue(newInputValue),
    getOptionLabel: (airport) => `${airport.city} (${airport.code})`,
    isOptionEqualToValue: (option, current) => option.code === current.code,
  });
  const options = groupedOptions as Airport[];

  return (
    <div className="min-h-[340px] w-full max-w-[320px]">
      <label {...getInputLabelProps()} className={label}>
        Departure airport
      </label>
      <div {...getRootProps()} className="relative">
        <div data-focused={focused || undefined} className={control}>
          <input {...getInputProps()} placeholder="City or airport code" className={input} />
          {dirty ? (
            <button {...getClearProps()} aria-label="Clear" className={iconButton}>
              <Close fontSize="small" />
            </button>
          ) : null}
          <button
            {...getPopupIndicatorProps()}
            aria-label={popupOpen ? 'Close suggestions' : 'Open suggestions'}
            data-open={popupOpen || undefined}
            className={iconButton}
          >
            <KeyboardArrowDown fontSize="small" />
          </button>
        </div>
        {popupOpen && options.length > 0 ? (
          <ul {...getListboxProps()} className={listbox}>
            {options.map((airport, index) => {
              const { key, ...optionProps } = getOptionProps({ option: airport, index });
              return (
                <li key={key} {...optionProps} className={option}>
                  <span>{airport.city}</span>
                  <span className="shrink-0 font-mono text-[0.8125rem] text-gray-600 dark:text-gray-300">{airport.code}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
        {popupOpen && options.length === 0 ? <div className={empty}>No airport matches “{inputValue}”.</div> : null}
      </div>
      <dl className="mt-3 mb-0 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-900 dark:text-gray-100">
        <div className="flex gap-2">
          <dt className="font-mono text-gray-600 dark:text-gray-300">value</dt>
          <dd className="m-0 font-semibold">{value ? value.code : 'null'}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-mono text-gray-600 dark:text-gray-300">inputValue</dt>
          <dd className="m-0 font-semibold">“{inputValue}”</dd>
        </div>
      </dl>
      <button
        type="button"
        onClick={() => setValue(airports[6])}
        className="mt-3 cursor-pointer rounded-lg border border-solid border-gray-400 bg-white px-3 py-1.5 font-[inherit] text-sm text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-300"
      >
        Fly from Lisbon instead
      </button>
    </div>
  );
}
