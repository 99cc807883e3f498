import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import classes from './css.module.css';

const LIMITS = [9, 99, 999];

export default function BadgeMax() {
  const [unread, setUnread] = React.useState(120);
  return (
    <div className={classes.stack}>
      <div className={classes.row}>
        {LIMITS.map((max) => (
          <figure key={max} className={classes.figure}>
            <span aria-hidden className={classes.tile}>
              <Badge
                badgeContent={unread}
                max={max}
                slotProps={{ root: { className: classes.badgeRoot }, badge: { className: classes.badge } }}
              >
                <MailOutlineRoundedIcon />
              </Badge>
            </span>
            <figcaption className={classes.caption}>
              <code>{`max={${max}}`}</code>
              {max === 99 ? ' (default)' : ''}
            </figcaption>
          </figure>
        ))}
      </div>
      <div className={classes.row}>
        <button type="button" className={classes.action} onClick={() => setUnread((count) => count + 1)}>
          One more
        </button>
        <button type="button" className={classes.action} onClick={() => setUnread((count) => count + 500)}>
          500 more
        </button>
        <button type="button" className={classes.action} onClick={() => setUnread(0)} disabled={unread === 0}>
          Mark all as read
        </button>
      </div>
      <p role="status" className={classes.status}>
        {unread.toLocaleString('en-US')} unread messages
      </p>
    </div>
  );
}
