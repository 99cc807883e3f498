import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';

const LIMITS = [9, 99, 999];

const action =
  'cursor-pointer rounded-lg border border-solid border-gray-500 bg-transparent px-3.5 py-2 font-[inherit] text-sm leading-[normal] font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:bg-transparent disabled:opacity-55 dark:border-gray-400 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-300 dark:disabled:bg-transparent';

export default function BadgeMax() {
  const [unread, setUnread] = React.useState(120);
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-3">
        {LIMITS.map((max) => (
          <figure key={max} className="m-0 grid min-w-24 justify-items-center gap-2.5">
            <span
              aria-hidden
              className="mt-2.5 inline-flex size-11 items-center justify-center rounded-[10px] bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100"
            >
              <Badge
                badgeContent={unread}
                max={max}
                slotProps={{
                  root: { className: 'relative inline-flex' },
                  badge: {
                    className:
                      'absolute top-0 right-0 box-border flex h-5 min-w-5 translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-[10px] bg-red-600 px-1.5 text-xs leading-none font-bold text-white shadow-[0_0_0_2px_#f3f4f6] dark:shadow-[0_0_0_2px_#1f2937] [&.base-Badge-invisible]:hidden',
                  },
                }}
              >
                <MailOutlineRoundedIcon />
              </Badge>
            </span>
            <figcaption className="text-[13px] text-gray-600 dark:text-gray-300">
              <code className="font-mono text-gray-900 dark:text-gray-100">{`max={${max}}`}</code>
              {max === 99 ? ' (default)' : ''}
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={action} onClick={() => setUnread((count) => count + 1)}>
          One more
        </button>
        <button type="button" className={action} onClick={() => setUnread((count) => count + 500)}>
          500 more
        </button>
        <button type="button" className={action} onClick={() => setUnread(0)} disabled={unread === 0}>
          Mark all as read
        </button>
      </div>
      <p role="status" className="m-0 text-sm text-gray-600 dark:text-gray-300">
        {unread.toLocaleString('en-US')} unread messages
      </p>
    </div>
  );
}
