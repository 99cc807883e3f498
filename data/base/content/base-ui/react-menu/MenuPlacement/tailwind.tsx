import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const itemClass =
  'cursor-pointer select-none rounded-md px-3 py-2 hover:bg-blue-50 focus:bg-blue-50 focus:outline-none dark:hover:bg-blue-900 dark:focus:bg-blue-900 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:-outline-offset-2 [&.base--focusVisible]:outline-blue-500';

const placements = [
  { placement: 'top-start', label: 'Opens above' },
  { placement: 'bottom-end', label: 'Aligns to the end' },
  { placement: 'top-end', label: 'Above, end-aligned' },
] as const;

export default function MenuPlacement() {
  return (
    <div className="flex flex-wrap gap-4 py-14">
      {placements.map(({ placement, label }) => (
        <Dropdown key={placement}>
          <MenuButton className="cursor-pointer rounded-lg border border-solid border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400">
            {label}
          </MenuButton>
          <Menu
            slotProps={{
              root: { placement, className: 'z-[1300]' },
              listbox: {
                className:
                  'm-1.5 min-w-[160px] list-none rounded-[10px] border border-solid border-gray-200 bg-white p-1.5 text-sm text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100',
              },
            }}
          >
            <MenuItem className={itemClass}>Share link</MenuItem>
            <MenuItem className={itemClass}>Download</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </div>
  );
}
