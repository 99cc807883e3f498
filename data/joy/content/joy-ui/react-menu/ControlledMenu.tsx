import * as React from 'react';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import CheckBoxOutlineBlankRounded from '@mui/icons-material/CheckBoxOutlineBlankRounded';
import CheckBoxRounded from '@mui/icons-material/CheckBoxRounded';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';

const columns = ['Order', 'Customer', 'Date', 'Status', 'Total', 'Carrier'];

export default function ControlledMenu() {
  const [open, setOpen] = React.useState(false);
  const [visible, setVisible] = React.useState<string[]>(['Order', 'Customer', 'Status', 'Total']);
  const menuRef = React.useRef<HTMLDivElement>(null);

  // The Dropdown reports every request to open or close. Ignore the close that a click on an item
  // asks for, so the reader can toggle several columns; Escape and a click outside still close it.
  const handleOpenChange = (event: React.SyntheticEvent | null, isOpen: boolean) => {
    if (!isOpen && event?.type === 'click' && menuRef.current?.contains(event.target as Node)) {
      return;
    }
    setOpen(isOpen);
  };

  const toggle = (column: string) =>
    setVisible((current) => (current.includes(column) ? current.filter((item) => item !== column) : [...current, column]));

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Dropdown open={open} onOpenChange={handleOpenChange}>
        <MenuButton variant="outlined" color="neutral" startDecorator={<ViewColumnOutlined />}>
          Columns
        </MenuButton>
        <Menu ref={menuRef} placement="bottom-start" sx={{ minWidth: 180 }}>
          {columns.map((column) => {
            const checked = visible.includes(column);
            return (
              <MenuItem key={column} role="menuitemcheckbox" aria-checked={checked} onClick={() => toggle(column)}>
                <ListItemDecorator>
                  {checked ? <CheckBoxRounded sx={{ color: 'primary.plainColor' }} /> : <CheckBoxOutlineBlankRounded />}
                </ListItemDecorator>
                {column}
              </MenuItem>
            );
          })}
        </Menu>
      </Dropdown>
      <Typography level="body-sm" role="status">
        Menu {open ? 'open' : 'closed'} · showing {visible.length} of {columns.length} columns:{' '}
        {columns.filter((column) => visible.includes(column)).join(', ')}
      </Typography>
    </Box>
  );
}
