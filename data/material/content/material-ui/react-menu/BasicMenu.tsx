import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const actions = ['Rename', 'Duplicate', 'Move to archive'];

export default function BasicMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [lastAction, setLastAction] = React.useState<string | null>(null);
  const open = Boolean(anchorEl);

  const choose = (action: string) => {
    setLastAction(action);
    setAnchorEl(null);
  };

  return (
    <div>
      <Button
        id="file-actions-button"
        variant="outlined"
        aria-controls={open ? 'file-actions-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        File actions
      </Button>
      <Menu
        id="file-actions-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{ list: { 'aria-labelledby': 'file-actions-button' } }}
      >
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)}>
            {action}
          </MenuItem>
        ))}
      </Menu>
      <p aria-live="polite">{lastAction ? `Chose: ${lastAction}` : 'Nothing chosen yet'}</p>
    </div>
  );
}
