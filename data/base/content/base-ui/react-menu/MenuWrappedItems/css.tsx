import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem, MenuItemProps } from '@mui/base/MenuItem';
import classes from './css.module.css';

interface ShortcutItemProps extends MenuItemProps {
  shortcut: string;
}

function ShortcutItem({ shortcut, children, ...other }: ShortcutItemProps) {
  return (
    <MenuItem {...other} className={classes.item}>
      <span>{children}</span>
      <kbd className={classes.shortcut}>{shortcut}</kbd>
    </MenuItem>
  );
}

export default function MenuWrappedItems() {
  const [lastAction, setLastAction] = React.useState('none');
  const act = (name: string) => () => setLastAction(name);
  return (
    <div className={classes.row}>
      <Dropdown>
        <MenuButton className={classes.trigger}>File</MenuButton>
        <Menu slotProps={{ root: { placement: 'bottom-start', className: classes.popup }, listbox: { className: classes.listbox } }}>
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
