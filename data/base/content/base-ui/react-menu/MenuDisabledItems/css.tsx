import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import classes from './css.module.css';

export default function MenuDisabledItems() {
  const [lastAction, setLastAction] = React.useState('none');
  const act = (name: string) => () => setLastAction(name);
  return (
    <div className={classes.row}>
      <Dropdown>
        <MenuButton className={classes.trigger}>Edit</MenuButton>
        <Menu slotProps={{ root: { placement: 'bottom-start', className: classes.popup }, listbox: { className: classes.listbox } }}>
          <MenuItem className={classes.item} onClick={act('Undo')}>
            Undo typing
          </MenuItem>
          <MenuItem className={classes.item} disabled>
            Redo
          </MenuItem>
          <li role="separator" className={classes.separator} />
          <MenuItem className={classes.item} onClick={act('Cut')}>
            Cut
          </MenuItem>
          <MenuItem className={classes.item} onClick={act('Copy')}>
            Copy
          </MenuItem>
          <MenuItem className={classes.item} disabled>
            Paste (clipboard is empty)
          </MenuItem>
        </Menu>
      </Dropdown>
      <span role="status">Last action: {lastAction}</span>
    </div>
  );
}
