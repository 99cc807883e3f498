import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import classes from './css.module.css';

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
    <div className={classes.row}>
      <Dropdown open={open} onOpenChange={handleOpenChange}>
        <MenuButton className={classes.trigger}>Sort by</MenuButton>
        <Menu slotProps={{ root: { placement: 'bottom-start', className: classes.popup }, listbox: { className: classes.listbox } }}>
          <MenuItem className={classes.item}>Newest first</MenuItem>
          <MenuItem className={classes.item}>Oldest first</MenuItem>
          <MenuItem className={classes.item}>Most commented</MenuItem>
        </Menu>
      </Dropdown>
      <span role="status">
        The menu is {open ? 'open' : 'closed'}; opened {openCount} time(s)
      </span>
    </div>
  );
}
