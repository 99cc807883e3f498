import { Badge } from '@mui/base/Badge';
import { styled } from '@mui/system';

const Link = styled('a')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  padding: '8px 12px',
  borderRadius: 8,
  fontWeight: 600,
  color: '#1d4ed8',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: 4 },
  '&:focus-visible': { outline: '3px solid #60a5fa' },
  ...theme.applyStyles('dark', { color: '#93c5fd' }),
}));

const Count = styled('span')`
  position: absolute;
  top: -4px;
  right: -8px;
  min-width: 20px;
  padding: 0 6px;
  box-sizing: border-box;
  border-radius: 10px;
  background-color: #b91c1c;
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;

  &.base-Badge-invisible {
    display: none;
  }
`;

export default function OverridingSlots() {
  return (
    <nav aria-label="Mailbox" style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      {/* The root slot becomes a styled link; the badge slot a styled span. */}
      <Badge<typeof Link>
        badgeContent={4}
        href="?section=inbox"
        slots={{ root: Link, badge: Count }}
        slotProps={{ badge: { title: '4 unread messages' } }}
      >
        Inbox
      </Badge>
      <Badge<typeof Link> badgeContent={0} slots={{ root: Link, badge: Count }} href="?section=drafts">
        Drafts
      </Badge>
    </nav>
  );
}
