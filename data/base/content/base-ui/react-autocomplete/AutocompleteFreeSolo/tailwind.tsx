import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';

const label = 'mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100';
const control =
  'flex items-center gap-0.5 rounded-lg border border-solid border-gray-500 bg-white pr-1.5 text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 data-focused:border-blue-600 data-focused:ring-3 data-focused:ring-blue-600/30 dark:data-focused:border-blue-300 dark:data-focused:ring-blue-300/35';
const input =
  'min-w-0 flex-1 border-0 bg-transparent px-2 py-2.5 font-[inherit] text-base text-inherit outline-0 placeholder:text-gray-500 dark:placeholder:text-gray-400';
const iconButton =
  'flex size-7 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800 [&_svg]:transition-transform data-open:[&_svg]:rotate-180';
const listbox =
  'absolute top-full right-0 left-0 z-10 mt-1 mb-0 max-h-60 list-none overflow-auto rounded-lg border border-solid border-gray-200 bg-white p-1 text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100 dark:shadow-black/50';
const option =
  'flex cursor-pointer justify-between gap-3 rounded-md px-2.5 py-2 text-[0.9375rem] aria-selected:font-semibold aria-selected:text-blue-700 dark:aria-selected:text-blue-300 [&.Mui-focused]:bg-blue-50 dark:[&.Mui-focused]:bg-blue-900 [&.Mui-focusVisible]:outline-2 [&.Mui-focusVisible]:-outline-offset-2 [&.Mui-focusVisible]:outline-blue-600 dark:[&.Mui-focusVisible]:outline-blue-300';

const recentSearches = [
  'lentil soup',
  'miso-glazed aubergine',
  'shakshuka',
  'sourdough starter',
  'spinach and feta pie',
  'tomato and basil risotto',
  'vegan chocolate cake',
];

export default function AutocompleteFreeSolo() {
  const [query, setQuery] = React.useState<string | null>(null);
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getClearProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    dirty,
  } = useAutocomplete({
    freeSolo: true,
    options: recentSearches,
    value: query,
    onChange: (_event, newValue) => setQuery(newValue),
  });
  const options = groupedOptions as string[];

  return (
    <div className="min-h-[330px] w-full max-w-[340px]">
      <label {...getInputLabelProps()} className={label}>
        Search recipes
      </label>
      <div {...getRootProps()} className="relative">
        <div data-focused={focused || undefined} className={control}>
          <span aria-hidden className="flex pl-2.5 text-gray-600 dark:text-gray-300">
            <Search fontSize="small" />
          </span>
          <input {...getInputProps()} placeholder="Type anything, then press Enter" className={input} />
          {dirty ? (
            <button {...getClearProps()} aria-label="Clear search" className={iconButton}>
              <Close fontSize="small" />
            </button>
          ) : null}
        </div>
        {popupOpen && options.length > 0 ? (
          <ul {...getListboxProps()} className={listbox}>
            <li
              role="presentation"
              className="px-2.5 pt-1.5 pb-1 text-xs font-bold tracking-wider text-gray-600 uppercase dark:text-gray-300"
            >
              Recent searches
            </li>
            {options.map((search, index) => {
              const { key, ...optionProps } = getOptionProps({ option: search, index });
              return (
                <li key={key} {...optionProps} className={option}>
                  {search}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <p role="status" className="mt-3 mb-0 text-sm font-medium text-gray-900 dark:text-gray-100">
        {query ? `Showing recipes for “${query}”.` : 'No search yet.'}
      </p>
    </div>
  );
}
