import * as React from 'react';
import { Badge, BadgeBadgeSlotProps } from '@mui/base/Badge';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import BookmarkBorderRoundedIcon from '@mui/icons-material/BookmarkBorderRounded';
import classes from './css.module.css';

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
    <div className={classes.toolbar}>
      {STATS.map(({ label, count, Icon }) => (
        // The badge sits on the button's corner, outside the button: hide it from screen readers,
        // whose users get the exact count from the button's label.
        <Badge
          key={label}
          badgeContent={count}
          slots={{ badge: CompactCount }}
          slotProps={{ root: { className: classes.badgeRoot }, badge: { 'aria-hidden': true, className: classes.badge } }}
        >
          <button type="button" aria-label={`${label}, ${count.toLocaleString('en-US')}`} className={classes.iconButton}>
            <Icon />
          </button>
        </Badge>
      ))}
    </div>
  );
}
