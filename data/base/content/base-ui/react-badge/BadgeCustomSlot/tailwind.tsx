import * as React from 'react';
import { Badge, BadgeBadgeSlotProps } from '@mui/base/Badge';
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
    <div className="flex flex-wrap gap-7 pt-2">
      {STATS.map(({ label, count, Icon }) => (
        // The badge sits on the button's corner, outside the button: hide it from screen readers,
        // whose users get the exact count from the button's label.
        <Badge
          key={label}
          badgeContent={count}
          slots={{ badge: CompactCount }}
          slotProps={{
            root: { className: 'relative inline-flex' },
            badge: {
              'aria-hidden': true,
              className:
                'absolute top-0 right-0 box-border flex h-5 min-w-5 translate-x-[40%] -translate-y-[40%] items-center justify-center rounded-[10px] bg-blue-700 px-1.5 text-xs leading-none font-bold text-white shadow-[0_0_0_2px_#fff] dark:shadow-[0_0_0_2px_#0b1117]',
            },
          }}
        >
          <button
            type="button"
            aria-label={`${label}, ${count.toLocaleString('en-US')}`}
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-[10px] border border-solid border-gray-500 bg-transparent p-0 font-[inherit] text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:border-gray-400 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-300"
          >
            <Icon />
          </button>
        </Badge>
      ))}
    </div>
  );
}
