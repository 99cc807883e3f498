import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';

const speeds = [
  { value: 'standard', title: 'Standard', detail: '3–5 days, free' },
  { value: 'express', title: 'Express', detail: 'Next day, $9' },
  { value: 'same-day', title: 'Same day', detail: 'Order by 2 pm, $19' },
];

function FieldLabel({ id, children }: { id: string; children: React.ReactNode }) {
  const context = useFormControlContext();
  return (
    <p id={id} className="mt-0 mb-1.5 text-sm font-semibold text-gray-900 dark:text-gray-100">
      {children}
      {context?.required ? (
        <span aria-hidden className="text-red-700 dark:text-red-300">
          {' '}
          *
        </span>
      ) : null}
    </p>
  );
}

// A control of your own: it takes its value, state and handlers from the FormControl around it.
function SpeedPicker({ labelId }: { labelId: string }) {
  const name = React.useId();
  const context = useFormControlContext();
  if (!context) {
    throw new Error('SpeedPicker must be placed inside a FormControl.');
  }
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required={context.required}
      className="grid grid-cols-[repeat(auto-fit,minmax(140px,1fr))] gap-2"
    >
      {speeds.map((speed) => (
        <label
          key={speed.value}
          data-disabled={context.disabled || undefined}
          className="flex cursor-pointer items-start gap-2.5 rounded-[10px] border border-solid border-gray-400 bg-white p-3 text-gray-900 has-checked:border-blue-700 has-checked:bg-blue-50 has-checked:shadow-[inset_0_0_0_1px_var(--color-blue-700)] has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600 data-disabled:cursor-not-allowed data-disabled:opacity-60 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:has-checked:border-blue-300 dark:has-checked:bg-blue-950 dark:has-checked:shadow-[inset_0_0_0_1px_var(--color-blue-300)] dark:has-focus-visible:outline-blue-300"
        >
          <input
            type="radio"
            name={name}
            value={speed.value}
            checked={context.value === speed.value}
            disabled={context.disabled}
            required={context.required}
            onChange={context.onChange}
            onFocus={context.onFocus}
            onBlur={context.onBlur}
            className="mx-0 mt-0.5 mb-0 size-4 accent-blue-700 dark:accent-blue-300"
          />
          <span className="flex flex-col gap-0.5 text-[0.9375rem]">
            <strong>{speed.title}</strong>
            <span className="text-[0.8125rem] text-gray-600 dark:text-gray-300">{speed.detail}</span>
          </span>
        </label>
      ))}
    </div>
  );
}

export default function FormControlCustomControl() {
  const labelId = React.useId();
  const [speed, setSpeed] = React.useState('standard');
  const [oversized, setOversized] = React.useState(false);
  return (
    <div className="flex w-full max-w-[520px] flex-col gap-4">
      <FormControl required disabled={oversized} value={oversized ? 'standard' : speed} onChange={(event) => setSpeed(event.target.value)}>
        <FieldLabel id={labelId}>Delivery speed</FieldLabel>
        <SpeedPicker labelId={labelId} />
      </FormControl>
      <label className="flex cursor-pointer items-center gap-2 text-sm text-gray-900 dark:text-gray-100">
        <input
          type="checkbox"
          checked={oversized}
          onChange={(event) => setOversized(event.target.checked)}
          className="m-0 size-4 shrink-0 accent-blue-700 dark:accent-blue-300"
        />
        The order contains a bulky item (standard delivery only)
      </label>
    </div>
  );
}
