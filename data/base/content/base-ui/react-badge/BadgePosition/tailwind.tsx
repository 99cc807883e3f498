import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';

const CORNERS = [
  { value: 'top-right', label: 'Top right' },
  { value: 'top-left', label: 'Top left' },
  { value: 'bottom-right', label: 'Bottom right' },
  { value: 'bottom-left', label: 'Bottom left' },
] as const;

type Corner = (typeof CORNERS)[number]['value'];

// On a circle the corner of the box is empty: the badge moves in by 14% (about (1 - 1/√2) / 2)
// so that it sits on the edge of the circle.
const PLACEMENT: Record<Corner, { rectangle: string; circle: string }> = {
  'top-right': {
    rectangle: 'top-0 right-0 translate-x-1/2 -translate-y-1/2',
    circle: 'top-[14%] right-[14%] translate-x-1/2 -translate-y-1/2',
  },
  'top-left': {
    rectangle: 'top-0 left-0 -translate-x-1/2 -translate-y-1/2',
    circle: 'top-[14%] left-[14%] -translate-x-1/2 -translate-y-1/2',
  },
  'bottom-right': {
    rectangle: 'right-0 bottom-0 translate-x-1/2 translate-y-1/2',
    circle: 'right-[14%] bottom-[14%] translate-x-1/2 translate-y-1/2',
  },
  'bottom-left': {
    rectangle: 'bottom-0 left-0 -translate-x-1/2 translate-y-1/2',
    circle: 'bottom-[14%] left-[14%] -translate-x-1/2 translate-y-1/2',
  },
};

const badge =
  'absolute box-border flex h-5 min-w-5 items-center justify-center rounded-[10px] bg-red-600 px-1.5 text-xs leading-none font-bold text-white shadow-[0_0_0_2px_#fff] dark:shadow-[0_0_0_2px_#0b1117]';

export default function BadgePosition() {
  const [corner, setCorner] = React.useState<Corner>('top-right');
  const name = React.useId();
  return (
    <div className="flex flex-wrap items-center gap-8">
      <fieldset className="m-0 grid grid-cols-[repeat(2,auto)] gap-x-5 gap-y-2.5 rounded-[10px] border border-solid border-gray-300 px-4 pt-3 pb-3.5 dark:border-gray-600">
        <legend className="px-1 text-[13px] font-semibold text-gray-600 dark:text-gray-300">Corner</legend>
        {CORNERS.map((option) => (
          <label key={option.value} className="inline-flex cursor-pointer items-center gap-2 text-sm text-gray-900 dark:text-gray-100">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={corner === option.value}
              onChange={() => setCorner(option.value)}
              className="m-0 size-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:accent-blue-300 dark:focus-visible:outline-blue-300"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div aria-hidden className="flex items-center gap-10 p-3">
        <Badge
          badgeContent={8}
          slotProps={{
            root: { className: 'relative inline-flex' },
            badge: { className: `${badge} ${PLACEMENT[corner].rectangle}` },
          }}
        >
          <span className="inline-flex size-14 items-center justify-center rounded-xl bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-100">
            <FolderOutlinedIcon />
          </span>
        </Badge>
        <Badge
          badgeContent={8}
          slotProps={{
            root: { className: 'relative inline-flex' },
            badge: { className: `${badge} ${PLACEMENT[corner].circle}` },
          }}
        >
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-[#0f766e] text-lg font-bold text-white">JM</span>
        </Badge>
      </div>
    </div>
  );
}
