import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import Close from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import classes from './css.module.css';

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
    <div className={classes.layout}>
      <label {...getInputLabelProps()} className={classes.label}>
        Time zone
      </label>
      <div {...getRootProps()} className={classes.anchor}>
        <div data-focused={focused || undefined} className={classes.control}>
          <input {...getInputProps()} placeholder="Search by city or country" className={classes.input} />
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
            {options.map((zone, index) => {
              const { key, ...optionProps } = getOptionProps({ option: zone, index });
              return (
                <li key={key} {...optionProps} className={classes.option}>
                  <span>
                    {zone.city}, {zone.country}
                  </span>
                  <span className={classes.meta}>{zone.offset}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
        {popupOpen && options.length === 0 ? <div className={classes.empty}>No city matches “{inputValue}”.</div> : null}
      </div>
    </div>
  );
}
