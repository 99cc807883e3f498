import * as React from 'react';
import { FormControl, FormControlState as State } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import classes from './css.module.css';

const inputSlots = { root: { className: classes.inputRoot }, input: { className: classes.input } };

const flags = ['filled', 'focused', 'required', 'error', 'disabled'] as const;

export default function FormControlState() {
  const id = React.useId();
  const [settings, setSettings] = React.useState({ disabled: false, error: false, required: true });
  const toggle = (name: keyof typeof settings) => () => setSettings((previous) => ({ ...previous, [name]: !previous[name] }));
  return (
    <div className={classes.layout}>
      <div role="group" aria-label="FormControl props" className={classes.toggles}>
        {(['required', 'error', 'disabled'] as const).map((name) => (
          <label key={name} className={classes.toggle}>
            <input type="checkbox" checked={settings[name]} onChange={toggle(name)} />
            <code>{name}</code>
          </label>
        ))}
      </div>
      <FormControl defaultValue="" {...settings}>
        {(state: State) => (
          <React.Fragment>
            <label htmlFor={id} className={classes.label}>
              Project name
            </label>
            <Input id={id} placeholder="Type, then click elsewhere" slotProps={inputSlots} />
            <ul aria-label="State passed to the children" className={classes.flags}>
              {flags.map((flag) => (
                <li key={flag} data-on={state[flag] || undefined} className={classes.flag}>
                  {flag}: {state[flag] ? 'true' : 'false'}
                </li>
              ))}
            </ul>
          </React.Fragment>
        )}
      </FormControl>
    </div>
  );
}
