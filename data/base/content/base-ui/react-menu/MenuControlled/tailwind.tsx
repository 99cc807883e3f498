import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const itemClass =
  'cursor-pointer select-none rounded-md px-3 py-2 hover:bg-blue-50 focus:bg-blue-50 focus:outline-none dark:hover:bg-blue-900 dark:focus:bg-blue-900 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:-outline-offset-2 [&.base--focusVisible]:outline-blue-500';

export default function MenuControlled() {
  const [open, setOpen] = React.useState(false);
  const [openCount, setOpenCount] = React.useState(0);
  const handleOpenChange = (_event: unknown, isOpen: boolean) => {
    setOpen(isOpen);
    if (isOpen) {
      setOpenCount((count) => count + 1);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Dropdown open={open} onOpenChange={handleOpenChange}>
        <MenuButton className="cursor-pointer rounded-lg border border-solid border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400">
          Sort by
        </MenuButton>
        <Menu
          slotProps={{
            root: { placement: 'bottom-start', className: 'z-[1300]' },
            listbox: {
              className:
                'my-1.5 min-w-[200px] list-none rounded-[10px] border border-solid border-gray-200 bg-white p-1.5 text-sm text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100',
            },
          }}
        >
          <MenuItem className={itemClass}>Newest first</MenuItem>
          <MenuItem className={itemClass}>Oldest first</MenuItem>
          <MenuItem className={itemClass}>Most commented</MenuItem>
        </Menu>
      </Dropdown>
      <span role="status">
        The menu is {open ? 'open' : 'closed'}; opened {openCount} time(s)
      </span>
    </div>
  );
}
