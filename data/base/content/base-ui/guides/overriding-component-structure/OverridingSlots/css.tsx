import { Badge } from '@mui/base/Badge';
import classes from './css.module.css';

export default function OverridingSlots() {
  return (
    <nav aria-label="Mailbox" className={classes.nav}>
      {/* The root slot becomes a link; the badge slot gets its own props. */}
      <Badge<'a'>
        badgeContent={4}
        href="?section=inbox"
        slots={{ root: 'a' }}
        slotProps={{
          root: { className: classes.link },
          badge: { title: '4 unread messages', className: classes.badge },
        }}
      >
        Inbox
      </Badge>
      <Badge<'a'>
        badgeContent={0}
        href="?section=drafts"
        slots={{ root: 'a' }}
        slotProps={{
          root: { className: classes.link },
          badge: { className: classes.badge },
        }}
      >
        Drafts
      </Badge>
    </nav>
  );
}
