import { Badge } from '@mui/base/Badge';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';

type Presence = 'online' | 'away' | 'offline';

const TEAM: { initials: string; name: string; presence: Presence; tint: string }[] = [
  { initials: 'TO', name: 'Tomasz Olek', presence: 'online', tint: 'bg-[#1d4ed8]' },
  { initials: 'NS', name: 'Nia Sekibo', presence: 'away', tint: 'bg-[#b45309]' },
  { initials: 'HL', name: 'Hyun-woo Lee', presence: 'offline', tint: 'bg-[#0f766e]' },
];

const LABELS: Record<Presence, string> = { online: 'Online', away: 'Away', offline: 'Offline' };

// Offline is a hollow ring, so the three states differ in shape as well as colour.
const DOTS: Record<Presence, string> = {
  online: 'bg-green-600',
  away: 'bg-amber-600',
  offline: 'border-2 border-solid border-gray-500 bg-white dark:border-gray-400 dark:bg-[#0b1117]',
};

const ring = 'shadow-[0_0_0_2px_#fff] dark:shadow-[0_0_0_2px_#0b1117]';

export default function BadgeDot() {
  return (
    <div className="flex max-w-[420px] flex-wrap items-start justify-between gap-6">
      <ul className="m-0 grid list-none gap-3.5 p-0">
        {TEAM.map((person) => (
          <li key={person.name} className="flex items-center gap-3">
            {/* No badgeContent: the badge renders empty and the styles draw a dot. */}
            <Badge
              slotProps={{
                root: { className: 'relative inline-flex shrink-0' },
                badge: {
                  'aria-hidden': true,
                  className: `absolute right-px bottom-px box-border size-3 rounded-full ${DOTS[person.presence]} ${ring}`,
                },
              }}
            >
              <span
                aria-hidden
                className={`inline-flex size-10 items-center justify-center rounded-full text-sm font-bold text-white ${person.tint}`}
              >
                {person.initials}
              </span>
            </Badge>
            <span>
              <span className="block text-[15px] font-semibold text-gray-900 dark:text-gray-100">{person.name}</span>
              <span className="block text-[13px] text-gray-600 dark:text-gray-300">{LABELS[person.presence]}</span>
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-label="Activity, new updates"
        className="inline-flex size-11 cursor-pointer font-[inherit] items-center justify-center rounded-[10px] border border-solid border-gray-500 bg-transparent p-0 text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:border-gray-400 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-300"
      >
        <Badge
          slotProps={{
            root: { className: 'relative inline-flex' },
            badge: { className: `absolute top-0.5 right-0.5 size-2.5 rounded-full bg-red-600 ${ring}` },
          }}
        >
          <NotificationsNoneRoundedIcon />
        </Badge>
      </button>
    </div>
  );
}
