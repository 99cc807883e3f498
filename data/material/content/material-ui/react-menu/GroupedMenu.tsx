import * as React from 'react';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const groups = [
  { heading: 'Text', items: ['Paragraph', 'Heading', 'Quote'] },
  { heading: 'Media', items: ['Image', 'Video', 'Embed (upgrade to unlock)'] },
  { heading: 'Layout', items: ['Two columns', 'Divider'] },
];

export default function GroupedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [inserted, setInserted] = React.useState<string | null>(null);
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        id="insert-block-button"
        variant="outlined"
        aria-controls={open ? 'insert-block-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Insert block
      </Button>
      <Menu
        id="insert-block-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{ paper: { sx: { maxHeight: 360 } }, list: { 'aria-labelledby': 'insert-block-button', dense: true } }}
      >
        {groups.flatMap((group) => [
          // Presentational: the menu role allows only items, groups and separators as children.
          <ListSubheader key={group.heading} role="presentation">
            {group.heading}
          </ListSubheader>,
          ...group.items.map((item) => (
            <MenuItem
              key={item}
              disabled={item.startsWith('Embed')}
              onClick={() => {
                setInserted(item);
                setAnchorEl(null);
              }}
            >
              {item}
            </MenuItem>
          )),
        ])}
      </Menu>
      <p role="status">{inserted ? `Inserted: ${inserted}` : 'No block inserted yet'}</p>
    </div>
  );
}
