import * as React from 'react';
import { Button } from '@mui/base/Button';

export default function ButtonLoading() {
  const [status, setStatus] = React.useState<'idle' | 'syncing' | 'done'>('idle');
  const syncing = status === 'syncing';

  React.useEffect(() => {
    if (!syncing) {
      return undefined;
    }
    const timer = setTimeout(() => setStatus('done'), 1500);
    return () => clearTimeout(timer);
  }, [syncing]);

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        disabled={syncing}
        focusableWhenDisabled
        onClick={() => setStatus('syncing')}
        className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-solid border-transparent bg-blue-600 px-4 py-2 font-[inherit] text-sm/normal font-semibold text-white hover:[&:not(.base--disabled)]:bg-blue-700 [&.base--disabled]:cursor-progress [&.base--disabled]:bg-blue-800 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300"
      >
        {syncing && (
          <span aria-hidden className="size-3.5 animate-spin rounded-full border-2 border-solid border-current border-r-transparent" />
        )}
        {syncing ? 'Syncing…' : 'Sync contacts'}
      </Button>
      <p role="status" className="m-0 text-sm text-gray-600 dark:text-gray-300">
        {status === 'done' ? '128 contacts are up to date.' : ''}
      </p>
    </div>
  );
}
