import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';
import Close from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const control =
  'flex items-center gap-0.5 rounded-lg border border-solid border-gray-500 bg-white pr-1.5 text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 data-focused:border-blue-600 data-focused:ring-3 data-focused:ring-blue-600/30 dark:data-focused:border-blue-300 dark:data-focused:ring-blue-300/35';
const input =
  'min-w-0 flex-1 border-0 bg-transparent px-3 py-2.5 font-[inherit] text-base text-inherit outline-0 placeholder:text-gray-500 dark:placeholder:text-gray-400';
const iconButton =
  'flex size-7 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800 [&_svg]:transition-transform data-open:[&_svg]:rotate-180';
const listbox =
  'mt-1 mb-0 box-border max-h-60 list-none overflow-auto rounded-lg border border-solid border-gray-200 bg-white p-1 text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100 dark:shadow-black/50';
const option =
  'flex cursor-pointer justify-between gap-3 rounded-md px-2.5 py-2 text-[0.9375rem] aria-selected:font-semibold aria-selected:text-blue-700 dark:aria-selected:text-blue-300 [&.Mui-focused]:bg-blue-50 dark:[&.Mui-focused]:bg-blue-900 [&.Mui-focusVisible]:outline-2 [&.Mui-focusVisible]:-outline-offset-2 [&.Mui-focusVisible]:outline-blue-600 dark:[&.Mui-focusVisible]:outline-blue-300';
const label = 'mb-1 block text-sm font-semibold';

interface Destination {
  country: string;
  days: string;
}

const destinations: Destination[] = [
  { country: 'Argentina', days: '8–12' },
  { country: 'Australia', days: '6–9' },
  { country: 'Austria', days: '2–3' },
  { country: 'Brazil', days: '7–11' },
  { country: 'Canada', days: '4–6' },
  { country: 'Chile', days: '8–12' },
  { country: 'Denmark', days: '2–3' },
  { country: 'Egypt', days: '5–8' },
  { country: 'Estonia', days: '3–4' },
  { country: 'Ghana', days: '6–10' },
  { country: 'India', days: '5–7' },
  { country: 'Japan', days: '4–6' },
  { country: 'Kenya', days: '6–9' },
  { country: 'Mexico', days: '5–8' },
  { country: 'Norway', days: '2–4' },
  { country: 'Peru', days: '8–12' },
  { country: 'Singapore', days: '4–6' },
  { country: 'South Korea', days: '4–6' },
];

export default function AutocompletePopper() {
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
    value,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({
    options: destinations,
    getOptionLabel: (destination) => destination.country,
  });
  const options = groupedOptions as Destination[];

  return (
    <div className="w-full max-w-[340px] overflow-hidden rounded-xl border border-solid border-gray-200 bg-white p-4 text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
      <p className="mt-0 mb-3 text-base font-semibold">Shipping estimate</p>
      <div {...getRootProps()}>
        <label {...getInputLabelProps()} className={label}>
          Destination
        </label>
        <div ref={setAnchorEl} data-focused={focused || undefined} className={control}>
          <input {...getInputProps()} placeholder="Choose a country" className={input} />
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
        <Popper
          open={popupOpen && options.length > 0 && anchorEl != null}
          anchorEl={anchorEl}
          placement="bottom-start"
          style={{ zIndex: 1300, width: anchorEl?.clientWidth }}
        >
          <ul {...getListboxProps()} className={listbox}>
            {options.map((destination, index) => {
              const { key, ...optionProps } = getOptionProps({ option: destination, index });
              return (
                <li key={key} {...optionProps} className={option}>
                  <span>{destination.country}</span>
                  <span className="shrink-0 text-[0.8125rem] text-gray-600 dark:text-gray-300">{destination.days} days</span>
                </li>
              );
            })}
          </ul>
        </Popper>
      </div>
      <p role="status" className="mt-3 mb-0 text-sm">
        {value ? `Parcels to ${value.country} arrive in ${value.days} business days.` : 'Pick a destination to see delivery times.'}
      </p>
    </div>
  );
}
