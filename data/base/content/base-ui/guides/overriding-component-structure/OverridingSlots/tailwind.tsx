import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import { prepareForSlot } from '@mui/base/utils';

function StyledLink(props: React.ComponentProps<'a'>) {
  return (
    <a
      {...props}
      className={
        'relative inline-flex rounded-lg px-3 py-2 font-semibold text-blue-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-blue-400 dark:text-blue-300'
      }
    />
  );
}

// Drops the ownerState prop that slots receive, so it does not reach the <a>.
const Link = prepareForSlot(StyledLink);

export default function OverridingSlots() {
  return (
    <nav aria-label="Mailbox" className="flex flex-wrap gap-6">
      {/* The root slot becomes a link; the badge slot gets its own props. */}
      <Badge<typeof Link>
        badgeContent={4}
        href="?section=inbox"
        slots={{ root: Link }}
        slotProps={{
          badge: {
            title: '4 unread messages',
            className:
              'absolute -top-1 -right-2 min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-bold text-white [&.base-Badge-invisible]:hidden',
          },
        }}
      >
        Inbox
      </Badge>
      <Badge<typeof Link>
        badgeContent={0}
        href="?section=drafts"
        slots={{ root: Link }}
        slotProps={{
          badge: { className: '[&.base-Badge-invisible]:hidden' },
        }}
      >
        Drafts
      </Badge>
    </nav>
  );
}
