import * as React from 'react';
import { FormControl, FormControlState as State } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

const inputSlots = {
  root: {
    className:
      'rounded-lg border border-solid border-gray-500 bg-white text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 focus-within:border-blue-600 focus-within:ring-3 focus-within:ring-blue-600/30 dark:focus-within:border-blue-300 dark:focus-within:ring-blue-300/35 [&.base--error]:border-red-700 dark:[&.base--error]:border-red-400 [&.base--disabled]:opacity-55',
  },
  input: {
    className:
      'box-border w-full border-0 bg-transparent px-3 py-2.5 font-[inherit] text-base text-inherit outline-0 placeholder:text-gray-500 dark:placeholder:text-gray-400',
  },
};

const flags = ['filled', 'focused', 'required', 'error', 'disabled'] as const;

export default function FormControlState() {
  const id = React.useId();
  const [settings, setSettings] = React.useState({ disabled: false, error: false, required: true });
  const toggle = (name: keyof typeof settings) => () => setSettings((previous) => ({ ...previous, [name]: !previous[name] }));
  return (
    <div className="flex w-full max-w-[380px] flex-col gap-3">
      <div role="group" aria-label="FormControl props" className="flex flex-wrap gap-4">
        {(['required', 'error', 'disabled'] as const).map((name) => (
          <label key={name} className="inline-flex cursor-pointer items-center gap-1.5 text-sm text-gray-900 dark:text-gray-100">
            <input
              type="checkbox"
              checked={settings[name]}
              onChange={toggle(name)}
              className="m-0 size-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:accent-blue-300"
            />
            <code>{name}</code>
          </label>
        ))}
      </div>
      <FormControl defaultValue="" {...settings}>
        {(state: State) => (
          <React.Fragment>
            <label htmlFor={id} className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
              Project name
            </label>
            <Input id={id} placeholder="Type, then click elsewhere" slotProps={inputSlots} />
            <ul aria-label="State passed to the children" className="mt-2.5 mb-0 flex list-none flex-wrap gap-1.5 p-0">
              {flags.map((flag) => (
                <li
                  key={flag}
                  data-on={state[flag] || undefined}
                  className="rounded-full border border-solid border-gray-300 px-2.5 py-0.5 font-mono text-xs text-gray-600 data-on:border-blue-700 data-on:bg-blue-700 data-on:text-white dark:border-gray-600 dark:text-gray-300 dark:data-on:border-blue-300 dark:data-on:bg-blue-300 dark:data-on:text-gray-900"
                >
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
