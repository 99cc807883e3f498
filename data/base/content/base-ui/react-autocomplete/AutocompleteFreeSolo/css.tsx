import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import classes from './css.module.css';

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
    <div className={classes.layout}>
      <label {...getInputLabelProps()} className={classes.label}>
        Search recipes
      </label>
      <div {...getRootProps()} className={classes.anchor}>
        <div data-focused={focused || undefined} className={classes.control}>
          <span aria-hidden className={classes.searchIcon}>
            <Search fontSize="small" />
          </span>
          <input {...getInputProps()} placeholder="Type anything, then press Enter" className={classes.input} />
          {dirty ? (
            <button {...getClearProps()} aria-label="Clear search" className={classes.iconButton}>
              <Close fontSize="small" />
            </button>
          ) : null}
        </div>
        {popupOpen && options.length > 0 ? (
          <ul {...getListboxProps()} className={classes.listbox}>
            <li role="presentation" className={classes.listHeading}>
              Recent searches
            </li>
            {options.map((search, index) => {
              const { key, ...optionProps } = getOptionProps({ option: search, index });
              return (
                <li key={key} {...optionProps} className={classes.option}>
                  {search}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <p role="status" className={classes.status}>
        {query ? `Showing recipes for “${query}”.` : 'No search yet.'}
      </p>
    </div>
  );
}
