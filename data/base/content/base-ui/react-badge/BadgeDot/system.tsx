import { Badge } from '@mui/base/Badge';
import { styled } from '@mui/system';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';

type Presence = 'online' | 'away' | 'offline';

const TEAM: { initials: string; name: string; presence: Presence; tint: string }[] = [
  { initials: 'TO', name: 'Tomasz Olek', presence: 'online', tint: '#1d4ed8' },
  { initials: 'NS', name: 'Nia Sekibo', presence: 'away', tint: '#b45309' },
  { initials: 'HL', name: 'Hyun-woo Lee', presence: 'offline', tint: '#0f766e' },
];

const LABELS: Record<Presence, string> = { online: 'Online', away: 'Away', offline: 'Offline' };

export default function BadgeDot() {
  return (
    <Layout>
      <List>
        {TEAM.map((person) => (
          <Item key={person.name}>
            {/* No badgeContent: the badge renders empty and the styles draw a dot. */}
            <PresenceBadge data-presence={person.presence} slotProps={{ badge: { 'aria-hidden': true } }}>
              <Avatar aria-hidden style={{ backgroundColor: person.tint }}>
                {person.initials}
              </Avatar>
            </PresenceBadge>
            <span>
              <Name>{person.name}</Name>
              <PresenceText>{LABELS[person.presence]}</PresenceText>
            </span>
          </Item>
        ))}
      </List>
      <IconButton type="button" aria-label="Activity, new updates">
        <NewDot>
          <NotificationsNoneRoundedIcon />
        </NewDot>
      </IconButton>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: 24,
  maxWidth: 420,
});

const List = styled('ul')({
  display: 'grid',
  gap: 14,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Item = styled('li')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
});

const Avatar = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  color: '#fff',
  fontSize: 14,
  fontWeight: 700,
});

const Name = styled('span')(({ theme }) => ({
  display: 'block',
  fontSize: 15,
  fontWeight: 600,
  color: '#111827',
  ...theme.applyStyles('dark', { color: '#f3f4f6' }),
}));

const PresenceText = styled('span')(({ theme }) => ({
  display: 'block',
  fontSize: 13,
  color: '#4b5563',
  ...theme.applyStyles('dark', { color: '#d1d5db' }),
}));

const PresenceBadge = styled(Badge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  '& .base-Badge-badge': {
    position: 'absolute',
    right: 1,
    bottom: 1,
    width: 12,
    height: 12,
    borderRadius: '50%',
    boxSizing: 'border-box',
    boxShadow: '0 0 0 2px #fff',
    ...theme.applyStyles('dark', { boxShadow: '0 0 0 2px #0b1117' }),
  },
  '&[data-presence="online"] .base-Badge-badge': { backgroundColor: '#16a34a' },
  '&[data-presence="away"] .base-Badge-badge': { backgroundColor: '#d97706' },
  // Offline is a hollow ring, so the three states differ in shape as well as colour.
  '&[data-presence="offline"] .base-Badge-badge': {
    border: '2px solid #6b7280',
    backgroundColor: '#fff',
    ...theme.applyStyles('dark', { borderColor: '#9ca3af', backgroundColor: '#0b1117' }),
  },
}));

const IconButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  fontFamily: 'inherit',
  border: '1px solid #6b7280',
  borderRadius: 10,
  backgroundColor: 'transparent',
  color: '#111827',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#9ca3af',
    color: '#f3f4f6',
    '&:hover': { backgroundColor: '#1f2937' },
    '&:focus-visible': { outlineColor: '#93c5fd' },
  }),
}));

const NewDot = styled(Badge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  '& .base-Badge-badge': {
    position: 'absolute',
    top: 2,
    right: 2,
    width: 10,
    height: 10,
    borderRadius: '50%',
    backgroundColor: '#dc2626',
    boxShadow: '0 0 0 2px #fff',
    ...theme.applyStyles('dark', { boxShadow: '0 0 0 2px #0b1117' }),
  },
}));
