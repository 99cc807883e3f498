import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import { styled } from '@mui/system';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';

const LIMITS = [9, 99, 999];

export default function BadgeMax() {
  const [unread, setUnread] = React.useState(120);
  return (
    <Stack>
      <Row>
        {LIMITS.map((max) => (
          <Figure key={max}>
            <Tile aria-hidden>
              <CountBadge badgeContent={unread} max={max}>
                <MailOutlineRoundedIcon />
              </CountBadge>
            </Tile>
            <Caption>
              <code>{`max={${max}}`}</code>
              {max === 99 ? ' (default)' : ''}
            </Caption>
          </Figure>
        ))}
      </Row>
      <Row>
        <Action type="button" onClick={() => setUnread((count) => count + 1)}>
          One more
        </Action>
        <Action type="button" onClick={() => setUnread((count) => count + 500)}>
          500 more
        </Action>
        <Action type="button" onClick={() => setUnread(0)} disabled={unread === 0}>
          Mark all as read
        </Action>
      </Row>
      <Status role="status">{unread.toLocaleString('en-US')} unread messages</Status>
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'grid',
  gap: 20,
});

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
});

const Figure = styled('figure')({
  display: 'grid',
  justifyItems: 'center',
  gap: 10,
  minWidth: 96,
  margin: 0,
});

const Tile = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  marginTop: 10,
  borderRadius: 10,
  backgroundColor: '#f3f4f6',
  color: '#111827',
  ...theme.applyStyles('dark', { backgroundColor: '#1f2937', color: '#f3f4f6' }),
}));

const Caption = styled('figcaption')(({ theme }) => ({
  fontSize: 13,
  color: '#4b5563',
  '& code': { fontFamily: 'ui-monospace, monospace', color: '#111827' },
  ...theme.applyStyles('dark', { color: '#d1d5db', '& code': { color: '#f3f4f6' } }),
}));

const Action = styled('button')(({ theme }) => ({
  padding: '8px 14px',
  border: '1px solid #6b7280',
  borderRadius: 8,
  backgroundColor: 'transparent',
  color: '#111827',
  fontFamily: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed', backgroundColor: 'transparent' },
  ...theme.applyStyles('dark', {
    borderColor: '#9ca3af',
    color: '#f3f4f6',
    '&:hover': { backgroundColor: '#1f2937' },
    '&:focus-visible': { outlineColor: '#93c5fd' },
    '&:disabled': { backgroundColor: 'transparent' },
  }),
}));

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: 14,
  color: '#4b5563',
  ...theme.applyStyles('dark', { color: '#d1d5db' }),
}));

const CountBadge = styled(Badge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  '& .base-Badge-badge': {
    position: 'absolute',
    top: 0,
    right: 0,
    transform: 'translate(50%, -50%)',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    borderRadius: 10,
    backgroundColor: '#dc2626',
    color: '#fff',
    fontSize: 12,
    fontWeight: 700,
    lineHeight: 1,
    boxShadow: '0 0 0 2px #f3f4f6',
    ...theme.applyStyles('dark', { boxShadow: '0 0 0 2px #1f2937' }),
  },
  '& .base-Badge-invisible': { display: 'none' },
}));
