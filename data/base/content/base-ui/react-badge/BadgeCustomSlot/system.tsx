import * as React from 'react';
import { Badge, BadgeBadgeSlotProps } from '@mui/base/Badge';
import { styled } from '@mui/system';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import BookmarkBorderRoundedIcon from '@mui/icons-material/BookmarkBorderRounded';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

// The badge slot receives Badge's ownerState: its badgeContent is the raw number,
// before `max` turns it into "99+". Keep ownerState off the DOM element.
const CompactCount = React.forwardRef<HTMLSpanElement, BadgeBadgeSlotProps>(function CompactCount(props, ref) {
  const { ownerState, children, ...other } = props;
  const { badgeContent } = ownerState;
  return (
    <span ref={ref} {...other}>
      {typeof badgeContent === 'number' ? compact.format(badgeContent) : children}
    </span>
  );
});

const STATS = [
  { label: 'Comments', count: 1284, Icon: ChatBubbleOutlineRoundedIcon },
  { label: 'Reactions', count: 86, Icon: FavoriteBorderRoundedIcon },
  { label: 'Saves', count: 12460, Icon: BookmarkBorderRoundedIcon },
];

export default function BadgeCustomSlot() {
  return (
    <Toolbar>
      {STATS.map(({ label, count, Icon }) => (
        // The badge sits on the button's corner, outside the button: hide it from screen readers,
        // whose users get the exact count from the button's label.
        <CountBadge key={label} badgeContent={count} slots={{ badge: CompactCount }} slotProps={{ badge: { 'aria-hidden': true } }}>
          <IconButton type="button" aria-label={`${label}, ${count.toLocaleString('en-US')}`}>
            <Icon />
          </IconButton>
        </CountBadge>
      ))}
    </Toolbar>
  );
}

const Toolbar = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 28,
  padding: '8px 0 0',
});

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

const CountBadge = styled(Badge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  '& .base-Badge-badge': {
    position: 'absolute',
    top: 0,
    right: 0,
    transform: 'translate(40%, -40%)',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    borderRadius: 10,
    backgroundColor: '#1d4ed8',
    color: '#fff',
    fontSize: 12,
    fontWeight: 700,
    lineHeight: 1,
    boxShadow: '0 0 0 2px #fff',
    ...theme.applyStyles('dark', { boxShadow: '0 0 0 2px #0b1117' }),
  },
}));
