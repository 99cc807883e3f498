import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const itemClass =
  'cursor-pointer select-none rounded-md px-3 py-2 hover:bg-blue-50 focus:bg-blue-50 focus:outline-none dark:hover:bg-blue-900 dark:focus:bg-blue-900 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:-outline-offset-2 [&.base--focusVisible]:outline-blue-500';

export default function MenuIntroduction() {
  const [lastAction, setLastAction] = React.useState('none');
  const act = (name: string) => () => setLastAction(name);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Dropdown>
        <MenuButton className="cursor-pointer rounded-lg border border-solid border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400">
          Report options
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
          <MenuItem className={itemClass} onClick={act('Rename')}>
            Rename
          </MenuItem>
          <MenuItem className={itemClass} onClick={act('Duplicate')}>
            Duplicate
          </MenuItem>
          <MenuItem className={itemClass} onClick={act('Export as PDF')}>
            Export as PDF
          </MenuItem>
          <MenuItem className={itemClass} onClick={act('Move to trash')}>
            Move to trash
          </MenuItem>
        </Menu>
      </Dropdown>
      <span role="status">Last action: {lastAction}</span>
    </div>
  );
}
