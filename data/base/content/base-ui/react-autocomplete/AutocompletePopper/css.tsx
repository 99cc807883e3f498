import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';
import Close from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import classes from './css.module.css';

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
    <div className={classes.card}>
      <p className={classes.title}>Shipping estimate</p>
      <div {...getRootProps()}>
        <label {...getInputLabelProps()} className={classes.label}>
          Destination
        </label>
        <div ref={setAnchorEl} data-focused={focused || undefined} className={classes.control}>
          <input {...getInputProps()} placeholder="Choose a country" className={classes.input} />
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
        <Popper
          open={popupOpen && options.length > 0 && anchorEl != null}
          anchorEl={anchorEl}
          placement="bottom-start"
          style={{ zIndex: 1300, width: anchorEl?.clientWidth }}
        >
          <ul {...getListboxProps()} className={classes.listbox}>
            {options.map((destination, index) => {
              const { key, ...optionProps } = getOptionProps({ option: destination, index });
              return (
                <li key={key} {...optionProps} className={classes.option}>
                  <span>{destination.country}</span>
                  <span className={classes.days}>{destination.days} days</span>
                </li>
              );
            })}
          </ul>
        </Popper>
      </div>
      <p role="status" className={classes.estimate}>
        {value ? `Parcels to ${value.country} arrive in ${value.days} business days.` : 'Pick a destination to see delivery times.'}
      </p>
    </div>
  );
}
