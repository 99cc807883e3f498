import { Switch } from '@mui/base/Switch';

const switchClass = [
  'relative inline-block h-6 w-10 shrink-0',
  '[&_.base-Switch-track]:absolute [&_.base-Switch-track]:inset-0 [&_.base-Switch-track]:rounded-full [&_.base-Switch-track]:bg-gray-500 [&_.base-Switch-track]:transition-colors',
  '[&_.base-Switch-thumb]:absolute [&_.base-Switch-thumb]:top-1 [&_.base-Switch-thumb]:left-1 [&_.base-Switch-thumb]:size-4 [&_.base-Switch-thumb]:rounded-full [&_.base-Switch-thumb]:bg-white [&_.base-Switch-thumb]:transition-all',
  '[&_.base-Switch-input]:absolute [&_.base-Switch-input]:inset-0 [&_.base-Switch-input]:z-10 [&_.base-Switch-input]:m-0 [&_.base-Switch-input]:cursor-pointer [&_.base-Switch-input]:opacity-0',
  '[&.base--checked_.base-Switch-track]:bg-blue-600 [&.base--checked_.base-Switch-thumb]:left-5',
  '[&.base--focusVisible_.base-Switch-track]:outline-3 [&.base--focusVisible_.base-Switch-track]:outline-offset-2 [&.base--focusVisible_.base-Switch-track]:outline-blue-400',
].join(' ');

export default function CustomizationClassNames() {
  return (
    <label className="flex cursor-pointer items-center gap-3">
      <Switch defaultChecked className={switchClass} />
      Email me a weekly summary
    </label>
  );
}
