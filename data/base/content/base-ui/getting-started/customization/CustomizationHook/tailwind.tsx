import { useSwitch } from '@mui/base/useSwitch';
import clsx from 'clsx';

function PillToggle(props: { label: string; defaultChecked?: boolean }) {
  const { label, defaultChecked } = props;
  const { checked, focusVisible, getInputProps } = useSwitch({ defaultChecked });
  return (
    <span
      className={clsx(
        'relative inline-flex items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-semibold',
        checked ? 'border-green-700 bg-green-700 text-white' : 'border-gray-600 dark:border-gray-400',
        focusVisible && 'outline-3 outline-offset-2 outline-green-400',
      )}
    >
      <input {...getInputProps()} aria-label={label} className="absolute inset-0 m-0 cursor-pointer opacity-0" />
      <span aria-hidden>{checked ? '✓' : '+'}</span>
      {label}
    </span>
  );
}

export default function CustomizationHook() {
  return (
    <fieldset className="m-0 border-0 p-0">
      <legend className="mb-2">Dietary filters</legend>
      <div className="flex flex-wrap gap-2">
        <PillToggle label="Vegetarian" defaultChecked />
        <PillToggle label="Gluten free" />
        <PillToggle label="Nut free" />
      </div>
    </fieldset>
  );
}
