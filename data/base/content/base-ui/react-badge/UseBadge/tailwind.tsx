import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';

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
      <span
        aria-hidden
        className="min-w-6 rounded-full bg-gray-700 px-2 py-0.5 text-center text-xs leading-[18px] font-bold text-white dark:bg-gray-200 dark:text-gray-900"
      >
        {displayValue}
      </span>
      <span className="sr-only">({count.toLocaleString('en-US')} unread)</span>
    </React.Fragment>
  );
}

export default function UseBadge() {
  const [selected, setSelected] = React.useState('mentions');
  const [unread, setUnread] = React.useState(() => Object.fromEntries(FOLDERS.map((f) => [f.id, f.unread])));
  return (
    <nav aria-label="Mail folders" className="max-w-[280px]">
      <ul className="m-0 grid list-none gap-0.5 p-0">
        {FOLDERS.map((folder) => (
          <li key={folder.id}>
            <button
              type="button"
              aria-current={selected === folder.id ? 'true' : undefined}
              onClick={() => {
                // Opening a folder marks its messages as read.
                setSelected(folder.id);
                setUnread((counts) => ({ ...counts, [folder.id]: 0 }));
              }}
              className="flex w-full cursor-pointer items-center justify-between gap-3 rounded-lg border-0 bg-transparent px-3 py-[9px] text-left font-[inherit] text-[15px] text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-700 aria-[current=true]:bg-blue-100 aria-[current=true]:font-semibold aria-[current=true]:text-blue-900 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-300 dark:aria-[current=true]:bg-blue-900 dark:aria-[current=true]:text-blue-100"
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
