import * as React from 'react';
import dynamic from 'next/dynamic';
import { isShortcutsHelpKey } from './keyboardShortcuts';

// The dialog loads on the first `?`: a page costs only this listener.
const ShortcutsDialog = dynamic(() => import('./ShortcutsDialog'), { ssr: false });

/** Listens for `?` anywhere outside text fields and shows the shortcuts dialog. */
export default function ShortcutsHelp() {
  const [open, setOpen] = React.useState(false);
  const [requested, setRequested] = React.useState(false);
  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isShortcutsHelpKey(event)) {
        event.preventDefault();
        setRequested(true);
        setOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return requested ? <ShortcutsDialog open={open} onClose={() => setOpen(false)} /> : null;
}
