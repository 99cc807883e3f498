import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import CheckRounded from '@mui/icons-material/CheckRounded';
import SortRounded from '@mui/icons-material/SortRounded';

const orders = ['Newest first', 'Oldest first', 'Price: low to high', 'Price: high to low', 'Best rated'];

export default function SelectedMenu() {
  const [order, setOrder] = React.useState(orders[0]);
  return (
    <Dropdown>
      <MenuButton variant="plain" color="neutral" startDecorator={<SortRounded />}>
        Sort: {order}
      </MenuButton>
      <Menu placement="bottom-start">
        {orders.map((item) => (
          <MenuItem key={item} selected={item === order} role="menuitemradio" aria-checked={item === order} onClick={() => setOrder(item)}>
            <ListItemDecorator>{item === order ? <CheckRounded /> : null}</ListItemDecorator>
            {item}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
