import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';
import PrintIcon from '@mui/icons-material/Print';

export default function TransitionSlot() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Tooltip title="Print the invoice" slots={{ transition: Zoom }}>
        <IconButton aria-label="Print the invoice">
          <PrintIcon />
        </IconButton>
      </Tooltip>
      <Button
        id="export-button"
        variant="outlined"
        aria-controls={open ? 'export-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Export as…
      </Button>
      <Menu
        id="export-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slots={{ transition: Fade }}
        slotProps={{ list: { 'aria-labelledby': 'export-button' } }}
      >
        {['PDF', 'CSV', 'Spreadsheet'].map((format) => (
          <MenuItem key={format} onClick={() => setAnchorEl(null)}>
            {format}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
