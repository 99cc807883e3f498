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

interface Zone {
  city: string;
  country: string;
  offset: string;
}

const zones: Zone[] = [
  { city: 'Auckland', country: 'New Zealand', offset: 'UTC+13' },
  { city: 'Bogotá', country: 'Colombia', offset: 'UTC−5' },
  { city: 'Casablanca', country: 'Morocco', offset: 'UTC+1' },
  { city: 'Dhaka', country: 'Bangladesh', offset: 'UTC+6' },
  { city: 'Hanoi', country: 'Vietnam', offset: 'UTC+7' },
  { city: 'Honolulu', country: 'United States', offset: 'UTC−10' },
  { city: 'Kathmandu', country: 'Nepal', offset: 'UTC+5:45' },
  { city: 'Lisbon', country: 'Portugal', offset: 'UTC+0' },
  { city: 'Montevideo', country: 'Uruguay', offset: 'UTC−3' },
  { city: 'Nairobi', country: 'Kenya', offset: 'UTC+3' },
  { city: 'Reykjavík', country: 'Iceland', offset: 'UTC+0' },
  { city: 'Tbilisi', country: 'Georgia', offset: 'UTC+4' },
  { city: 'Vancouver', country: 'Canada', offset: 'UTC−8' },
  { city: 'Warsaw', country: 'Poland', offset: 'UTC+1' },
];

export default function AutocompleteBasic() {
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
    inputValue,
  } = useAutocomplete({
    options: zones,
    getOptionLabel: (zone) => `${zone.city}, ${zone.country}`,
  });
  const options = groupedOptions as Zone[];

  return (
    <div className="min-h-80 w-full max-w-[320px]">
      <label {...getInputLabelProps()} className={label}>
        Time zone
      </label>
      <div {...getRootProps()} className="relative">
        <div data-focused={focused || undefined} className={control}>
          <input {...getInputProps()} placeholder="Search by city or country" className={input} />
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
            {options.map((zone, index) => {
              const { key, ...optionProps } = getOptionProps({ option: zone, index });
              return (
                <li key={key} {...optionProps} className={option}>
                  <span>
                    {zone.city}, {zone.country}
                  </span>
                  <span className="shrink-0 text-[0.8125rem] font-normal text-gray-600 dark:text-gray-300">{zone.offset}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
        {popupOpen && options.length === 0 ? <div className={empty}>No city matches “{inputValue}”.</div> : null}
      </div>
    </div>
  );
}
