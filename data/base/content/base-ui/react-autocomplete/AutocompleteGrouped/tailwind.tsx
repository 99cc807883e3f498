import * as React from 'react';
import { useAutocomplete, AutocompleteGroupedOption } from '@mui/base/useAutocomplete';
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

interface Ingredient {
  name: string;
  aisle: string;
}

// Sorted by aisle, so that each group appears once.
const ingredients: Ingredient[] = [
  { name: 'Pita bread', aisle: 'Bakery' },
  { name: 'Sourdough loaf', aisle: 'Bakery' },
  { name: 'Butter', aisle: 'Dairy' },
  { name: 'Feta', aisle: 'Dairy' },
  { name: 'Greek yogurt', aisle: 'Dairy' },
  { name: 'Parmesan', aisle: 'Dairy' },
  { name: 'Arborio rice', aisle: 'Pantry' },
  { name: 'Chickpeas', aisle: 'Pantry' },
  { name: 'Olive oil', aisle: 'Pantry' },
  { name: 'Smoked paprika', aisle: 'Pantry' },
  { name: 'Avocado', aisle: 'Produce' },
  { name: 'Basil', aisle: 'Produce' },
  { name: 'Cherry tomatoes', aisle: 'Produce' },
  { name: 'Lemon', aisle: 'Produce' },
  { name: 'Spinach', aisle: 'Produce' },
];

export default function AutocompleteGrouped() {
  const {
    id,
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
    options: ingredients,
    groupBy: (ingredient) => ingredient.aisle,
    getOptionLabel: (ingredient) => ingredient.name,
  });
  const groups = groupedOptions as AutocompleteGroupedOption<Ingredient>[];

  return (
    <div className="min-h-[340px] w-full max-w-[320px]">
      <label {...getInputLabelProps()} className={label}>
        Ingredient
      </label>
      <div {...getRootProps()} className="relative">
        <div data-focused={focused || undefined} className={control}>
          <input {...getInputProps()} placeholder="What do you need?" className={input} />
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
        {popupOpen && groups.length > 0 ? (
          <ul {...getListboxProps()} className={listbox}>
            {groups.map((group) => (
              <li key={group.key} role="presentation">
                <div
                  id={`${id}-group-${group.key}`}
                  className="sticky -top-1 z-[1] bg-white px-2.5 py-1.5 text-xs font-bold tracking-wider text-gray-600 uppercase dark:bg-gray-800 dark:text-gray-300"
                >
                  {group.group}
                </div>
                <ul role="group" aria-labelledby={`${id}-group-${group.key}`} className="m-0 list-none p-0">
                  {group.options.map((ingredient, offset) => {
                    const { key, ...optionProps } = getOptionProps({ option: ingredient, index: group.index + offset });
                    return (
                      <li key={key} {...optionProps} className={option}>
                        {ingredient.name}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        ) : null}
        {popupOpen && groups.length === 0 ? <div className={empty}>Nothing on the shelves matches “{inputValue}”.</div> : null}
      </div>
    </div>
  );
}
