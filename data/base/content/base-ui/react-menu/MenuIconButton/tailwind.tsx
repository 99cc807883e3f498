import * as React from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const itemClass =
  'cursor-pointer select-none rounded-md px-3 py-2 hover:bg-blue-50 focus:bg-blue-50 focus:outline-none dark:hover:bg-blue-900 dark:focus:bg-blue-900 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:-outline-offset-2 [&.base--focusVisible]:outline-blue-500';

export default function MenuIconButton() {
  const [message, setMessage] = React.useState('Invoice INV-2041, $1,280.00, due 14 March');
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Dropdown>
        <MenuButton
          aria-label="More actions for invoice INV-2041"
          className="inline-flex size-10 items-center justify-center cursor-pointer rounded-full border border-solid border-gray-300 bg-white p-0 text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400"
        >
          <MoreVertIcon fontSize="small" />
        </MenuButton>
        <Menu
          slotProps={{
            root: { placement: 'bottom-end', className: 'z-[1300]' },
            listbox: {
              className:
                'my-1.5 min-w-[200px] list-none rounded-[10px] border border-solid border-gray-200 bg-white p-1.5 text-sm text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100',
            },
          }}
        >
          <MenuItem className={itemClass} onClick={() => setMessage('Showing invoice INV-2041')}>
            View invoice
          </MenuItem>
          <MenuItem className={itemClass} onClick={() => setMessage('PDF download started')}>
            Download PDF
          </MenuItem>
          <MenuItem className={itemClass} onClick={() => setMessage('Reminder sent to the customer')}>
            Send reminder
          </MenuItem>
          <MenuItem className={itemClass} onClick={() => setMessage('Invoice voided')}>
            Void invoice
          </MenuItem>
        </Menu>
      </Dropdown>
      <span role="status">{message}</span>
    </div>
  );
}
