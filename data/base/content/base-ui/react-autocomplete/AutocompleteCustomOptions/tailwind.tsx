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
const empty =
  'absolute top-full right-0 left-0 mt-1 rounded-lg border border-solid border-gray-200 bg-white px-3 py-2.5 text-sm text-gray-600 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300';
const option =
  'flex cursor-pointer items-center gap-3 rounded-md px-2.5 py-2 text-[0.9375rem] aria-selected:bg-gray-100 dark:aria-selected:bg-gray-900 aria-disabled:cursor-not-allowed [&.Mui-focused]:bg-blue-50 dark:[&.Mui-focused]:bg-blue-900 [&.Mui-focusVisible]:outline-2 [&.Mui-focusVisible]:-outline-offset-2 [&.Mui-focusVisible]:outline-blue-600 dark:[&.Mui-focusVisible]:outline-blue-300';
const avatar =
  'flex shrink-0 items-center justify-center rounded-full bg-[linear-gradient(135deg,hsl(var(--hue)_70%_28%),hsl(calc(var(--hue)+40)_70%_22%))] font-bold text-white';

interface Person {
  name: string;
  team: string;
  away: boolean;
  hue: number;
}

const people: Person[] = [
  { name: 'Amara Okafor', team: 'Payments', away: false, hue: 210 },
  { name: 'Bruno Salgado', team: 'Design systems', away: true, hue: 150 },
  { name: 'Chen Wei', team: 'Mobile', away: false, hue: 280 },
  { name: 'Dalia Haddad', team: 'Security', away: false, hue: 20 },
  { name: 'Eero Laine', team: 'Payments', away: true, hue: 190 },
  { name: 'Farida Nasser', team: 'Search', away: false, hue: 330 },
  { name: 'Gabriel Mendes', team: 'Mobile', away: false, hue: 100 },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function AutocompleteCustomOptions() {
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
  } = useAutocomplete({
    options: people,
    getOptionLabel: (person) => person.name,
    getOptionDisabled: (person) => person.away,
    filterOptions: (options, { inputValue }) => {
      const query = inputValue.trim().toLowerCase();
      return options.filter((person) => `${person.name} ${person.team}`.toLowerCase().includes(query));
    },
  });
  const options = groupedOptions as Person[];

  return (
    <div className="min-h-[400px] w-full max-w-[340px]">
      <label {...getInputLabelProps()} className={label}>
        Reviewer
      </label>
      <div {...getRootProps()} className="relative">
        <div data-focused={focused || undefined} className={control}>
          {value ? (
            <span aria-hidden style={{ '--hue': value.hue } as React.CSSProperties} className={`${avatar} ml-2.5 size-6 text-[0.625rem]`}>
              {initials(value.name)}
            </span>
          ) : null}
          <input {...getInputProps()} placeholder="Search by name or team" className={input} />
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
            {options.map((person, index) => {
              const { key, ...optionProps } = getOptionProps({ option: person, index });
              return (
                <li key={key} {...optionProps} className={option}>
                  <span
                    aria-hidden
                    style={{ '--hue': person.hue } as React.CSSProperties}
                    className={`${avatar} size-8 text-xs ${person.away ? 'opacity-60' : ''}`}
                  >
                    {initials(person.name)}
                  </span>
                  <span className={`flex min-w-0 flex-1 flex-col ${person.away ? 'opacity-60' : ''}`}>
                    <span className="font-medium">{person.name}</span>
                    <span className="text-[0.8125rem] text-gray-600 dark:text-gray-300">{person.team}</span>
                  </span>
                  {person.away ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                      Away
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        {popupOpen && options.length === 0 ? <div className={empty}>Nobody matches that name or team.</div> : null}
      </div>
    </div>
  );
}
