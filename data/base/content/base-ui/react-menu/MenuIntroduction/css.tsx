import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import classes from './css.module.css';

export default function MenuIntroduction() {
  const [lastAction, setLastAction] = React.useState('none');
  const act = (name: string) => () => setLastAction(name);
  return (
    <div className={classes.row}>
      <Dropdown>
        <MenuButton className={classes.trigger}>Report options</MenuButton>
        <Menu slotProps={{ root: { placement: 'bottom-start', className: classes.popup }, listbox: { className: classes.listbox } }}>
          <MenuItem className={classes.item} onClick={act('Rename')}>
            Rename
          </MenuItem>
          <MenuItem className={classes.item} onClick={act('Duplicate')}>
            Duplicate
          </MenuItem>
          <MenuItem className={classes.item} onClick={act('Export as PDF')}>
            Export as PDF
          </MenuItem>
          <MenuItem className={classes.item} onClick={act('Move to trash')}>
            Move to trash
          </MenuItem>
        </Menu>
      </Dropdown>
      <span role="status">Last action: {lastAction}</span>
    </div>
  );
}
