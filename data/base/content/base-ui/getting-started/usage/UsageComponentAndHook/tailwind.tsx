import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { useSwitch } from '@mui/base/useSwitch';

interface SettingProps {
  label: string;
  caption: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

// One set of classes for both switches: the component sets state classes, the hook's flags become data attributes.
const parts = {
  root: 'group relative inline-block h-6 w-10 shrink-0',
  track:
    'absolute inset-0 rounded-xl bg-gray-500 transition-colors group-data-checked:bg-blue-600 group-[.base--checked]:bg-blue-600 group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-blue-700 group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-700 dark:group-data-focus-visible:outline-blue-300 dark:group-[.base--focusVisible]:outline-blue-300',
  thumb:
    'absolute top-1 left-1 size-4 rounded-full bg-white transition-transform group-data-checked:translate-x-4 group-[.base--checked]:translate-x-4',
  input: 'absolute inset-0 m-0 size-full cursor-pointer opacity-0',
};

function Text({ id, label, caption }: { id: string; label: string; caption: string }) {
  return (
    <div className="grid gap-0.5">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <span className="text-[0.8125rem] text-gray-600 dark:text-gray-300">{caption}</span>
    </div>
  );
}

const rowClass = 'flex items-center justify-between gap-4 rounded-[10px] border border-gray-300 px-4 py-3 dark:border-gray-600';

// The component renders its own markup and adds base-Switch-* and base--* classes.
function ComponentSetting({ label, caption, checked, onChange }: SettingProps) {
  const id = React.useId();
  return (
    <div className={rowClass}>
      <Text id={id} label={label} caption={caption} />
      <Switch
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{
          root: { className: parts.root },
          track: { className: parts.track },
          thumb: { className: parts.thumb },
          input: { id, className: parts.input },
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
    <div className={rowClass}>
      <Text id={id} label={label} caption={caption} />
      <span className={parts.root} data-checked={checked || undefined} data-focus-visible={focusVisible || undefined}>
        <span className={parts.track} />
        <span className={parts.thumb} />
        <input {...getInputProps()} id={id} className={parts.input} />
      </span>
    </div>
  );
}

export default function UsageComponentAndHook() {
  const [summary, setSummary] = React.useState(true);
  const [push, setPush] = React.useState(false);
  return (
    <div className="grid max-w-[440px] gap-3">
      <ComponentSetting label="Weekly summary email" caption="Built with <Switch>" checked={summary} onChange={setSummary} />
      <HookSetting label="Push notifications" caption="Built with useSwitch()" checked={push} onChange={setPush} />
      <p role="status" className="m-0 text-[0.8125rem] text-gray-600 dark:text-gray-300">
        Weekly summary {summary ? 'on' : 'off'} · push notifications {push ? 'on' : 'off'}
      </p>
    </div>
  );
}
