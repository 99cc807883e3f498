import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LanguageIcon from '@mui/icons-material/Language';

const timeZones = [
  'UTC−10:00 Honolulu',
  'UTC−08:00 Vancouver',
  'UTC−07:00 Denver',
  'UTC−06:00 Mexico City',
  'UTC−05:00 Bogotá',
  'UTC−03:00 São Paulo',
  'UTC±00:00 Reykjavík',
  'UTC+01:00 Lagos',
  'UTC+02:00 Helsinki',
  'UTC+03:00 Nairobi',
  'UTC+04:00 Dubai',
  'UTC+05:30 Kolkata',
  'UTC+07:00 Jakarta',
  'UTC+08:00 Perth',
  'UTC+09:00 Seoul',
  'UTC+10:00 Brisbane',
  'UTC+12:00 Auckland',
];

const ITEM_HEIGHT = 48;

export default function MaxHeightMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [zone, setZone] = React.useState('UTC+01:00 Lagos');
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        id="time-zone-button"
        startIcon={<LanguageIcon />}
        aria-controls={open ? 'time-zone-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
        sx={{ textTransform: 'none' }}
      >
        {zone}
      </Button>
      <Menu
        id="time-zone-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{
          // About five and a half items: the cut-off row shows that the list scrolls.
          paper: { style: { maxHeight: ITEM_HEIGHT * 5.5, width: '24ch' } },
          list: { 'aria-labelledby': 'time-zone-button' },
        }}
      >
        {timeZones.map((option) => (
          <MenuItem
            key={option}
            selected={option === zone}
            onClick={() => {
              setZone(option);
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
