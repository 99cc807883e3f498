import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import Close from '@mui/icons-material/Close';
import Check from '@mui/icons-material/Check';
import classes from './css.module.css';

const labels = [
  'accessibility',
  'bug',
  'dependencies',
  'design',
  'documentation',
  'good first issue',
  'needs triage',
  'performance',
  'regression',
  'security',
  'testing',
];

export default function AutocompleteMultiple() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    value,
    setAnchorEl,
  } = useAutocomplete({
    multiple: true,
    options: labels,
    defaultValue: ['bug', 'needs triage'],
    disableCloseOnSelect: true,
  });
  const options = groupedOptions as string[];

  return (
    <div className={classes.layout}>
      <label {...getInputLabelProps()} className={classes.label}>
        Labels
      </label>
      <div {...getRootProps()} className={classes.anchor}>
        <div ref={setAnchorEl} data-focused={focused || undefined} className={classes.control}>
          {value.map((label, index) => {
            const { key, onDelete, ...tagProps } = getTagProps({ index });
            return (
              <span key={key} {...tagProps} className={classes.chip}>
                {label}
                <button type="button" tabIndex={-1} aria-label={`Remove ${label}`} onClick={onDelete} className={classes.chipRemove}>
                  <Close fontSize="inherit" />
                </button>
              </span>
            );
          })}
          <input {...getInputProps()} placeholder={value.length ? '' : 'Add labels'} className={classes.input} />
        </div>
        {popupOpen && options.length > 0 ? (
          <ul {...getListboxProps()} className={classes.listbox}>
            {options.map((label, index) => {
              const { key, ...optionProps } = getOptionProps({ option: label, index });
              return (
                <li key={key} {...optionProps} className={classes.option}>
                  <span>{label}</span>
                  <Check fontSize="small" className={classes.check} />
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <p className={classes.hint}>Backspace in the empty field removes the last label; the Left arrow moves to the labels.</p>
    </div>
  );
}
