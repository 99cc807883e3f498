import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

const statuses = ['Available', 'Busy', 'In a meeting', 'Away'];

export default function PositionedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [status, setStatus] = React.useState('Available');
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        id="status-button"
        variant="outlined"
        endIcon={<KeyboardArrowUpIcon />}
        aria-controls={open ? 'status-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Status: {status}
      </Button>
      <Menu
        id="status-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        // Opens upwards: the menu's bottom edge meets the button's top edge.
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ list: { 'aria-labelledby': 'status-button' } }}
      >
        {statuses.map((option) => (
          <MenuItem
            key={option}
            selected={option === status}
            onClick={() => {
              setStatus(option);
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
