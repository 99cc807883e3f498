import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { useSwitch } from '@mui/base/useSwitch';
import classes from './css.module.css';

interface SettingProps {
  label: string;
  caption: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

// The component renders its own markup and adds base-Switch-* and base--* classes.
function ComponentSetting({ label, caption, checked, onChange }: SettingProps) {
  const id = React.useId();
  return (
    <div className={classes.row}>
      <div className={classes.text}>
        <label htmlFor={id} className={classes.label}>
          {label}
        </label>
        <span className={classes.caption}>{caption}</span>
      </div>
      <Switch
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{
          root: { className: classes.switch },
          track: { className: classes.track },
          thumb: { className: classes.thumb },
          input: { id, className: classes.input },
        }}
      />
    </div>
  );
}

// The hook returns state and prop getters only: the markup and the state attributes are ours.
function HookSetting({ label, caption, checked, onChange }: SettingProps) {
  const id = React.useId();
  const { getInputProps, focusVisible } = useSwitch({
    checked,
    onChange: (event) => onChange(event.target.checked),
  });
  return (
    <div className={classes.row}>
      <div className={classes.text}>
        <label htmlFor={id} className={classes.label}>
          {label}
        </label>
        <span className={classes.caption}>{caption}</span>
      </div>
      <span className={classes.switch} data-checked={checked || undefined} data-focus-visible={focusVisible || undefined}>
        <span className={classes.track} />
        <span className={classes.thumb} />
        <input {...getInputProps()} id={id} className={classes.input} />
      </span>
    </div>
  );
}

export default function UsageComponentAndHook() {
  const [summary, setSummary] = React.useState(true);
  const [push, setPush] = React.useState(false);
  return (
    <div className={classes.list}>
      <ComponentSetting label="Weekly summary email" caption="Built with <Switch>" checked={summary} onChange={setSummary} />
      <HookSetting label="Push notifications" caption="Built with useSwitch()" checked={push} onChange={setPush} />
      <p role="status" className={classes.status}>
        Weekly summary {summary ? 'on' : 'off'} · push notifications {push ? 'on' : 'off'}
      </p>
    </div>
  );
}
