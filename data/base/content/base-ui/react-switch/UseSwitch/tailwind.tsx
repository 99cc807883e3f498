import { useSwitch, UseSwitchParameters } from '@mui/base/useSwitch';

function PillSwitch(props: UseSwitchParameters & { label: string }) {
  const { label, ...parameters } = props;
  const { getInputProps, checked, focusVisible } = useSwitch(parameters);
  return (
    <span
      className={`relative inline-flex min-w-16 items-center justify-center rounded-full border border-solid px-3 py-1 text-sm font-semibold ${
        checked
          ? 'border-green-700 bg-green-700 text-white dark:border-green-300 dark:bg-green-300 dark:text-green-950'
          : 'border-gray-500 bg-white text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100'
      } ${focusVisible ? 'outline-2 outline-offset-2 outline-blue-700 dark:outline-blue-300' : ''}`}
    >
      <input {...getInputProps()} aria-label={label} className="absolute inset-0 m-0 size-full cursor-pointer opacity-0" />
      <span aria-hidden>{checked ? 'On' : 'Off'}</span>
    </span>
  );
}

export default function UseSwitch() {
  return <PillSwitch label="Holiday mode" defaultChecked />;
}
