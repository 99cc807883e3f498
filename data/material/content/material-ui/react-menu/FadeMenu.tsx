import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const views = ['Board', 'List', 'Calendar', 'Timeline'];

export default function FadeMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [view, setView] = React.useState('Board');
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        id="view-button"
        variant="outlined"
        aria-controls={open ? 'view-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        View: {view}
      </Button>
      <Menu
        id="view-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slots={{ transition: Fade }}
        slotProps={{ list: { 'aria-labelledby': 'view-button' } }}
      >
        {views.map((option) => (
          <MenuItem
            key={option}
            selected={option === view}
            onClick={() => {
              setView(option);
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
