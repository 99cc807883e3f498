import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import Close from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import classes from './css.module.css';

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
    <div className={classes.layout}>
      <label {...getInputLabelProps()} className={classes.label}>
        Reviewer
      </label>
      <div {...getRootProps()} className={classes.anchor}>
        <div data-focused={focused || undefined} className={classes.control}>
          {value ? (
            <span aria-hidden style={{ '--hue': value.hue } as React.CSSProperties} className={`${classes.avatar} ${classes.avatarSmall}`}>
              {initials(value.name)}
            </span>
          ) : null}
          <input {...getInputProps()} placeholder="Search by name or team" className={classes.input} />
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
            {options.map((person, index) => {
              const { key, ...optionProps } = getOptionProps({ option: person, index });
              return (
                <li key={key} {...optionProps} className={classes.option}>
                  <span aria-hidden style={{ '--hue': person.hue } as React.CSSProperties} className={classes.avatar}>
                    {initials(person.name)}
                  </span>
                  <span className={classes.text}>
                    <span className={classes.name}>{person.name}</span>
                    <span className={classes.team}>{person.team}</span>
                  </span>
                  {person.away ? <span className={classes.away}>Away</span> : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        {popupOpen && options.length === 0 ? <div className={classes.empty}>Nobody matches that name or team.</div> : null}
      </div>
    </div>
  );
}
