import * as React from 'react';
import { Button } from '@mui/base/Button';
import classes from './css.module.css';

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
    <div className={classes.row}>
      <Button disabled={syncing} focusableWhenDisabled onClick={() => setStatus('syncing')} className={classes.button}>
        {syncing && <span aria-hidden className={classes.spinner} />}
        {syncing ? 'Syncing…' : 'Sync contacts'}
      </Button>
      <p role="status" className={classes.status}>
        {status === 'done' ? '128 contacts are up to date.' : ''}
      </p>
    </div>
  );
}
