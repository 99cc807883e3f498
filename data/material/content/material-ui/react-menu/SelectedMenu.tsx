import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const sortOptions = ['Newest first', 'Oldest first', 'Most commented', 'Recently updated', 'Alphabetical'];

export default function SelectedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [selectedIndex, setSelectedIndex] = React.useState(3);
  const open = Boolean(anchorEl);

  return (
    <div>
      <List component="nav" aria-label="Issue list settings" sx={{ maxWidth: 320, bgcolor: 'background.paper' }}>
        <ListItemButton
          id="sort-order-button"
          aria-haspopup="listbox"
          aria-controls={open ? 'sort-order-menu' : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <ListItemText primary="Sort issues by" secondary={sortOptions[selectedIndex]} />
        </ListItemButton>
      </List>
      <Menu
        id="sort-order-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{ list: { 'aria-labelledby': 'sort-order-button', role: 'listbox' } }}
      >
        {sortOptions.map((option, index) => (
          <MenuItem
            key={option}
            role="option"
            aria-selected={index === selectedIndex}
            selected={index === selectedIndex}
            disabled={option === 'Most commented'}
            onClick={() => {
              setSelectedIndex(index);
              setAnchorEl(null);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
