import * as React from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import classes from './css.module.css';

export default function MenuIconButton() {
  const [message, setMessage] = React.useState('Invoice INV-2041, $1,280.00, due 14 March');
  return (
    <div className={classes.row}>
      <Dropdown>
        <MenuButton aria-label="More actions for invoice INV-2041" className={classes.avatarTrigger}>
          <MoreVertIcon fontSize="small" />
        </MenuButton>
        <Menu
          slotProps={{
            root: { placement: 'bottom-end', className: classes.popup },
            listbox: { className: classes.listbox },
          }}
        >
          <MenuItem className={classes.item} onClick={() => setMessage('Showing invoice INV-2041')}>
            View invoice
          </MenuItem>
          <MenuItem className={classes.item} onClick={() => setMessage('PDF download started')}>
            Download PDF
          </MenuItem>
          <MenuItem className={classes.item} onClick={() => setMessage('Reminder sent to the customer')}>
            Send reminder
          </MenuItem>
          <MenuItem className={classes.item} onClick={() => setMessage('Invoice voided')}>
            Void invoice
          </MenuItem>
        </Menu>
      </Dropdown>
      <span role="status">{message}</span>
    </div>
  );
}
