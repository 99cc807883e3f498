import { Badge } from '@mui/base/Badge';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';

const ring = 'shadow-[0_0_0_2px_#fff] dark:shadow-[0_0_0_2px_#0b1117]';
const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:focus-visible:outline-blue-300';
const outlined =
  'cursor-pointer rounded-[10px] border border-solid border-gray-500 bg-transparent text-gray-900 hover:bg-gray-100 dark:border-gray-400 dark:text-gray-100 dark:hover:bg-gray-800';

export default function BadgeContent() {
  return (
    <div className="flex flex-wrap items-center gap-8">
      {/* An icon: the avatar's accessible name already says what the tick means. */}
      <Badge
        badgeContent={<CheckRoundedIcon fontSize="inherit" />}
        slotProps={{
          root: { className: 'relative inline-flex' },
          badge: {
            'aria-hidden': true,
            className: `absolute right-0 bottom-0 flex size-[18px] items-center justify-center rounded-full bg-green-700 text-sm text-white ${ring}`,
          },
        }}
      >
        <span
          role="img"
          aria-label="Amara Reyes, verified account"
          className="inline-flex size-12 items-center justify-center rounded-full bg-linear-135 from-[#6d28d9] to-[#be185d] text-[17px] font-bold text-white"
        >
          AR
        </span>
      </Badge>
      {/* A word: it is part of the button's text, so it is read with it. */}
      <button type="button" className={`${outlined} ${focus} py-2.5 pr-6 pl-4 font-[inherit] text-[15px] font-semibold`}>
        <Badge
          badgeContent="New"
          slotProps={{
            root: { className: 'relative inline-flex' },
            badge: {
              className: `absolute top-0 right-0 translate-x-[60%] -translate-y-[90%] rounded-md bg-blue-700 px-1.5 py-[3px] text-[11px] leading-none font-bold tracking-[0.04em] text-white uppercase ${ring}`,
            },
          }}
        >
          Changelog
        </Badge>
      </button>
      {/* A number: the button's label spells out what it counts. */}
      <button
        type="button"
        aria-label="Downloads, 3 in progress"
        className={`${outlined} ${focus} inline-flex size-11 items-center justify-center p-0 font-[inherit]`}
      >
        <Badge
          badgeContent={3}
          slotProps={{
            root: { className: 'relative inline-flex' },
            badge: {
              className: `absolute top-0 right-0 box-border flex h-5 min-w-5 translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-[10px] bg-red-600 px-1.5 text-xs leading-none font-bold text-white ${ring}`,
            },
          }}
        >
          <DownloadRoundedIcon />
        </Badge>
      </button>
    </div>
  );
}
