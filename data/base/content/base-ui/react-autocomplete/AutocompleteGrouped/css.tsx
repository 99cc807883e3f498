import * as React from 'react';
import { useAutocomplete, AutocompleteGroupedOption } from '@mui/base/useAutocomplete';
import Close from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import classes from './css.module.css';

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
    <div className={classes.layout}>
      <label {...getInputLabelProps()} className={classes.label}>
        Ingredient
      </label>
      <div {...getRootProps()} className={classes.anchor}>
        <div data-focused={focused || undefined} className={classes.control}>
          <input {...getInputProps()} placeholder="What do you need?" className={classes.input} />
          {dirty ? (
            <button {...getClearProps()} aria-label="Clear" className={classes.iconButton}>
              <Close fontSize="small" />
            </button>
          ) : null}
          <button
            {...getPopupIndicatorProps()}
            aria-label={popupOpen ? 'Close suggestions' : 'Open suggestions'}
            data-open={popupOpen || undefined}
            className={classes.iconButton}
          >
            <KeyboardArrowDown fontSize="small" />
          </button>
        </div>
        {popupOpen && groups.length > 0 ? (
          <ul {...getListboxProps()} className={classes.listbox}>
            {groups.map((group) => (
              <li key={group.key} role="presentation">
                <div id={`${id}-group-${group.key}`} className={classes.groupLabel}>
                  {group.group}
                </div>
                <ul role="group" aria-labelledby={`${id}-group-${group.key}`} className={classes.group}>
                  {group.options.map((ingredient, offset) => {
                    const { key, ...optionProps } = getOptionProps({ option: ingredient, index: group.index + offset });
                    return (
                      <li key={key} {...optionProps} className={classes.option}>
                        {ingredient.name}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        ) : null}
        {popupOpen && groups.length === 0 ? <div className={classes.empty}>Nothing on the shelves matches “{inputValue}”.</div> : null}
      </div>
    </div>
  );
}
