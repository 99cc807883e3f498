import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const orders = ['Newest first', 'Oldest first', 'Most liked', 'Alphabetical'];

export default function SortMenu() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [order, setOrder] = React.useState(orders[0]);
  const open = Boolean(anchor);

  const choose = (next: string) => {
    setOrder(next);
    setAnchor(null);
  };

  return (
    <div>
      <Button
        id="sort-menu-button"
        aria-controls={open ? 'sort-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Sort comments: {order}
      </Button>
      <Menu
        id="sort-menu"
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'sort-menu-button' } }}
      >
        {orders.map((item) => (
          <MenuItem key={item} selected={item === order} onClick={() => choose(item)}>
            {item}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
