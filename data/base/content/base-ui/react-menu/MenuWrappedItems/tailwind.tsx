import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem, MenuItemProps } from '@mui/base/MenuItem';

const itemClass =
  'flex cursor-pointer select-none rounded-md px-3 py-2 hover:bg-blue-50 focus:bg-blue-50 focus:outline-none dark:hover:bg-blue-900 dark:focus:bg-blue-900 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:-outline-offset-2 [&.base--focusVisible]:outline-blue-500';

interface ShortcutItemProps extends MenuItemProps {
  shortcut: string;
}

function ShortcutItem({ shortcut, children, ...other }: ShortcutItemProps) {
  return (
    <MenuItem {...other} className={itemClass}>
      <span>{children}</span>
      <kbd className="ml-auto pl-6 font-[inherit] text-xs text-gray-600 dark:text-gray-300">{shortcut}</kbd>
    </MenuItem>
  );
}

export default function MenuWrappedItems() {
  const [lastAction, setLastAction] = React.useState('none');
  const act = (name: string) => () => setLastAction(name);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Dropdown>
        <MenuButton className="cursor-pointer rounded-lg border border-solid border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400">
          File
        </MenuButton>
        <Menu
          slotProps={{
            root: { placement: 'bottom-start', className: 'z-[1300]' },
            listbox: {
              className:
                'my-1.5 min-w-[220px] list-none rounded-[10px] border border-solid border-gray-200 bg-white p-1.5 text-sm text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100',
            },
          }}
        >
          <ShortcutItem shortcut="Ctrl+N" onClick={act('New document')}>
            New document
          </ShortcutItem>
          <ShortcutItem shortcut="Ctrl+O" onClick={act('Open')}>
            Open…
          </ShortcutItem>
          <ShortcutItem shortcut="Ctrl+S" onClick={act('Save')}>
            Save
          </ShortcutItem>
          <ShortcutItem shortcut="Ctrl+P" onClick={act('Print')}>
            Print
          </ShortcutItem>
        </Menu>
      </Dropdown>
      <span role="status">Last action: {lastAction}</span>
    </div>
  );
}
