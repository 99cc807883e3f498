import { Badge } from '@mui/base/Badge';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import classes from './css.module.css';

type Presence = 'online' | 'away' | 'offline';

const TEAM: { initials: string; name: string; presence: Presence; tint: string }[] = [
  { initials: 'TO', name: 'Tomasz Olek', presence: 'online', tint: '#1d4ed8' },
  { initials: 'NS', name: 'Nia Sekibo', presence: 'away', tint: '#b45309' },
  { initials: 'HL', name: 'Hyun-woo Lee', presence: 'offline', tint: '#0f766e' },
];

const LABELS: Record<Presence, string> = { online: 'Online', away: 'Away', offline: 'Offline' };

export default function BadgeDot() {
  return (
    <div className={classes.layout}>
      <ul className={classes.list}>
        {TEAM.map((person) => (
          <li key={person.name} className={classes.item}>
            {/* No badgeContent: the badge renders empty and the styles draw a dot. */}
            <Badge
              slotProps={{
                root: { className: classes.presenceRoot },
                badge: { 'aria-hidden': true, className: `${classes.presence} ${classes[person.presence]}` },
              }}
            >
              <span aria-hidden className={classes.avatar} style={{ backgroundColor: person.tint }}>
                {person.initials}
              </span>
            </Badge>
            <span>
              <span className={classes.name}>{person.name}</span>
              <span className={classes.status}>{LABELS[person.presence]}</span>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" aria-label="Activity, new updates" className={classes.iconButton}>
        <Badge slotProps={{ root: { className: classes.presenceRoot }, badge: { className: classes.newDot } }}>
          <NotificationsNoneRoundedIcon />
        </Badge>
      </button>
    </div>
  );
}
