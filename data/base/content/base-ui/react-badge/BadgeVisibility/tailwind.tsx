import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';

const action =
  'cursor-pointer rounded-lg border border-solid border-gray-500 bg-transparent px-3.5 py-2 font-[inherit] text-sm leading-[normal] font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:bg-transparent disabled:opacity-55 dark:border-gray-400 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-300 dark:disabled:bg-transparent';
const check = 'inline-flex cursor-pointer items-center gap-2 text-sm text-gray-900 dark:text-gray-100';
const checkbox =
  'm-0 size-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:accent-blue-300 dark:focus-visible:outline-blue-300';

export default function BadgeVisibility() {
  const [items, setItems] = React.useState(2);
  const [hidden, setHidden] = React.useState(false);
  const [showZero, setShowZero] = React.useState(false);
  return (
    <div className="flex flex-wrap items-center gap-6">
      <button
        type="button"
        aria-label={items === 0 ? 'Cart, empty' : `Cart, ${items} ${items === 1 ? 'item' : 'items'}`}
        className="inline-flex size-13 cursor-pointer font-[inherit] items-center justify-center rounded-xl border border-solid border-gray-500 bg-transparent p-0 text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:border-gray-400 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-300"
      >
        <Badge
          badgeContent={items}
          invisible={hidden}
          showZero={showZero}
          slotProps={{
            root: { className: 'relative inline-flex' },
            // While hidden the badge keeps its last value, so it shrinks away without flashing a 0.
            badge: {
              className:
                'absolute top-0 right-0 box-border flex h-5 min-w-5 translate-x-1/2 -translate-y-1/2 scale-100 items-center justify-center rounded-[10px] bg-red-600 px-1.5 text-xs leading-none font-bold text-white shadow-[0_0_0_2px_#fff] motion-safe:transition-[scale] motion-safe:duration-150 motion-safe:ease-out dark:shadow-[0_0_0_2px_#0b1117] [&.base-Badge-invisible]:scale-0',
            },
          }}
        >
          <ShoppingCartOutlinedIcon />
        </Badge>
      </button>
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button type="button" className={action} onClick={() => setItems((count) => Math.max(0, count - 1))} disabled={items === 0}>
            Remove item
          </button>
          <button type="button" className={action} onClick={() => setItems((count) => count + 1)}>
            Add item
          </button>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <label className={check}>
            <input type="checkbox" className={checkbox} checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
            Hide badge
          </label>
          <label className={check}>
            <input type="checkbox" className={checkbox} checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />
            Show zero
          </label>
        </div>
      </div>
    </div>
  );
}
