import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';
import classes from './css.module.css';

const FOLDERS = [
  { id: 'inbox', label: 'Inbox', unread: 1204 },
  { id: 'mentions', label: 'Mentions', unread: 7 },
  { id: 'invoices', label: 'Invoices', unread: 2 },
  { id: 'archive', label: 'Archive', unread: 0 },
];

function UnreadCount({ count }: { count: number }) {
  // The hook hides a zero (unless showZero) and caps the number at max.
  const { displayValue, invisible } = useBadge({ badgeContent: count, max: 999 });
  if (invisible) {
    return null;
  }
  return (
    <React.Fragment>
      <span aria-hidden className={classes.pill}>
        {displayValue}
      </span>
      <span className={classes.visuallyHidden}>({count.toLocaleString('en-US')} unread)</span>
    </React.Fragment>
  );
}

export default function UseBadge() {
  const [selected, setSelected] = React.useState('mentions');
  const [unread, setUnread] = React.useState(() => Object.fromEntries(FOLDERS.map((f) => [f.id, f.unread])));
  return (
    <nav aria-label="Mail folders" className={classes.nav}>
      <ul className={classes.list}>
        {FOLDERS.map((folder) => (
          <li key={folder.id}>
            <button
              type="button"
              className={classes.item}
              aria-current={selected === folder.id ? 'true' : undefined}
              onClick={() => {
                // Opening a folder marks its messages as read.
                setSelected(folder.id);
                setUnread((counts) => ({ ...counts, [folder.id]: 0 }));
              }}
            >
              <span>{folder.label}</span>
              <UnreadCount count={unread[folder.id]} />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
