import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

// The menu renders in a portal at the end of <body>, outside the button's parent, so a rule
// such as `.toolbar .MuiMenu-paper` would never match. Give the paper its own class instead.
// `--demo-…` variables are this site's theme variables; in your app they start with `--mui-`.
const styles = `
.file-actions-menu-paper {
  min-width: 220px;
  border-radius: 12px;
  border: 1px solid rgba(128, 128, 128, 0.3);
}
.file-actions-menu-paper .MuiMenuItem-root {
  margin: 2px 6px;
  border-radius: 8px;
}
.file-actions-menu-paper .file-actions-danger .MuiListItemIcon-root {
  color: var(--demo-palette-error-main);
}
`;

export default function PortalSlotProps() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);
  return (
    <div>
      <style>{styles}</style>
      <Button
        id="file-actions-button"
        variant="outlined"
        aria-controls={open ? 'file-actions-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        endIcon={<KeyboardArrowDownIcon />}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        budget-2025.xlsx
      </Button>
      <Menu
        id="file-actions-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        slotProps={{
          paper: { className: 'file-actions-menu-paper' },
          list: { 'aria-labelledby': 'file-actions-button' },
        }}
      >
        <MenuItem onClick={close}>
          <ListItemIcon>
            <DriveFileRenameOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Rename</ListItemText>
        </MenuItem>
        <MenuItem onClick={close}>
          <ListItemIcon>
            <ContentCopyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Make a copy</ListItemText>
        </MenuItem>
        <MenuItem onClick={close} className="file-actions-danger">
          <ListItemIcon>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Move to trash</ListItemText>
        </MenuItem>
      </Menu>
    </div>
  );
}
