import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import Close from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import classes from './css.module.css';

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
    <div className={classes.layout}>
      <label {...getInputLabelProps()} className={classes.label}>
        Departure airport
      </label>
      <div {...getRootProps()} className={classes.anchor}>
        <div data-focused={focused || undefined} className={classes.control}>
          <input {...getInputProps()} placeholder="City or airport code" className={classes.input} />
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
        {popupOpen && options.length > 0 ? (
          <ul {...getListboxProps()} className={classes.listbox}>
            {options.map((airport, index) => {
              const { key, ...optionProps } = getOptionProps({ option: airport, index });
              return (
                <li key={key} {...optionProps} className={classes.option}>
                  <span>{airport.city}</span>
                  <span className={classes.code}>{airport.code}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
        {popupOpen && options.length === 0 ? <div className={classes.empty}>No airport matches “{inputValue}”.</div> : null}
      </div>
      <dl className={classes.state}>
        <div>
          <dt>value</dt>
          <dd>{value ? value.code : 'null'}</dd>
        </div>
        <div>
          <dt>inputValue</dt>
          <dd>“{inputValue}”</dd>
        </div>
      </dl>
      <button type="button" onClick={() => setValue(airports[6])} className={classes.setButton}>
        Fly from Lisbon instead
      </button>
    </div>
  );
}
