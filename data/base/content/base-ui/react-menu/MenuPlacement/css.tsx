import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import classes from './css.module.css';

const placements = [
  { placement: 'top-start', label: 'Opens above' },
  { placement: 'bottom-end', label: 'Aligns to the end' },
  { placement: 'top-end', label: 'Above, end-aligned' },
] as const;

export default function MenuPlacement() {
  return (
    <div className={classes.placementRow}>
      {placements.map(({ placement, label }) => (
        <Dropdown key={placement}>
          <MenuButton className={classes.trigger}>{label}</MenuButton>
          <Menu
            slotProps={{
              root: { placement, className: classes.popup },
              listbox: { className: classes.listbox },
            }}
          >
            <MenuItem className={classes.item}>Share link</MenuItem>
            <MenuItem className={classes.item}>Download</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </div>
  );
}
