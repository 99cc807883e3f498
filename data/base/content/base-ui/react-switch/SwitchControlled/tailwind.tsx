import * as React from 'react';
import { Switch } from '@mui/base/Switch';

export default function SwitchControlled() {
  const [away, setAway] = React.useState(false);
  return (
    <div>
      <label className="flex max-w-[360px] items-center justify-between gap-4 py-2 text-[0.9375rem] text-gray-900 dark:text-gray-100">
        Out-of-office reply
        <Switch
          checked={away}
          onChange={(event) => setAway(event.target.checked)}
          slotProps={{
            root: {
              className: 'group relative inline-block h-6 w-10 shrink-0 [&.base--disabled]:opacity-50',
            },
            track: {
              className:
                'absolute inset-0 rounded-xl bg-gray-500 transition-colors group-[.base--checked]:bg-blue-600 group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-700 dark:group-[.base--focusVisible]:outline-blue-300',
            },
            thumb: {
              className:
                'absolute top-[3px] left-[3px] size-[18px] rounded-full bg-white transition-transform group-[.base--checked]:translate-x-4',
            },
            input: {
              className: 'absolute inset-0 z-[1] m-0 size-full cursor-pointer opacity-0',
            },
          }}
        />
      </label>
      <p role="status" className="mt-2 mb-0 text-sm text-gray-600 dark:text-gray-300">
        {away ? 'Senders get your out-of-office reply until you switch it off.' : 'Out-of-office reply is off.'}
      </p>
    </div>
  );
}
