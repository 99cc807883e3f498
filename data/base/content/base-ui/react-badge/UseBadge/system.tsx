import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';
import { styled } from '@mui/system';

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
      <Pill aria-hidden>{displayValue}</Pill>
      <VisuallyHidden>({count.toLocaleString('en-US')} unread)</VisuallyHidden>
    </React.Fragment>
  );
}

export default function UseBadge() {
  const [selected, setSelected] = React.useState('mentions');
  const [unread, setUnread] = React.useState(() => Object.fromEntries(FOLDERS.map((f) => [f.id, f.unread])));
  return (
    <Nav aria-label="Mail folders">
      <List>
        {FOLDERS.map((folder) => (
          <li key={folder.id}>
            <Item
              type="button"
              aria-current={selected === folder.id ? 'true' : undefined}
              onClick={() => {
                // Opening a folder marks its messages as read.
                setSelected(folder.id);
                setUnread((counts) => ({ ...counts, [folder.id]: 0 }));
              }}
            >
              <span>{folder.label}</span>
              <UnreadCount count={unread[folder.id]} />
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled('nav')({
  maxWidth: 280,
});

const List = styled('ul')({
  display: 'grid',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Item = styled('button')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  width: '100%',
  padding: '9px 12px',
  border: 0,
  borderRadius: 8,
  backgroundColor: 'transparent',
  color: '#111827',
  fontFamily: 'inherit',
  fontSize: 15,
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 0 },
  '&[aria-current="true"]': { backgroundColor: '#dbeafe', color: '#1e3a8a', fontWeight: 600 },
  ...theme.applyStyles('dark', {
    color: '#f3f4f6',
    '&:hover': { backgroundColor: '#1f2937' },
    '&:focus-visible': { outlineColor: '#93c5fd' },
    '&[aria-current="true"]': { backgroundColor: '#1e3a8a', color: '#dbeafe' },
  }),
}));

const Pill = styled('span')(({ theme }) => ({
  minWidth: 24,
  padding: '2px 8px',
  borderRadius: 999,
  backgroundColor: '#374151',
  color: '#fff',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  ...theme.applyStyles('dark', { backgroundColor: '#e5e7eb', color: '#111827' }),
}));

const VisuallyHidden = styled('span')({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
