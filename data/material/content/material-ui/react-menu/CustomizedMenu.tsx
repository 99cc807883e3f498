import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu, { MenuProps } from '@mui/material/Menu';
import MenuItem, { menuItemClasses } from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileCopyOutlinedIcon from '@mui/icons-material/FileCopyOutlined';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

// A flatter, rounded menu with a hairline border and icons tinted on hover.
const StyledMenu = styled((props: MenuProps) => (
  <Menu
    elevation={0}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    {...props}
  />
))(({ theme }) => ({
  '& .MuiPaper-root': {
    marginTop: theme.spacing(1),
    minWidth: 200,
    borderRadius: 10,
    border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    boxShadow: '0 8px 24px rgb(0 0 0 / 0.12)',
  },
  '& .MuiMenu-list': { padding: theme.spacing(0.5) },
  [`& .${menuItemClasses.root}`]: {
    borderRadius: 6,
    gap: theme.spacing(1.5),
    '& .MuiSvgIcon-root': { fontSize: 18, color: (theme.vars ?? theme).palette.text.secondary },
    [`&:hover .MuiSvgIcon-root, &.${menuItemClasses.focusVisible} .MuiSvgIcon-root`]: {
      color: (theme.vars ?? theme).palette.primary.main,
    },
  },
}));

export default function CustomizedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id="card-actions-button"
        variant="contained"
        disableElevation
        endIcon={<KeyboardArrowDownIcon />}
        aria-controls={open ? 'card-actions-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Card actions
      </Button>
      <StyledMenu
        id="card-actions-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': 'card-actions-button' } }}
      >
        <MenuItem onClick={close}>
          <EditOutlinedIcon />
          Edit card
        </MenuItem>
        <MenuItem onClick={close}>
          <FileCopyOutlinedIcon />
          Duplicate
        </MenuItem>
        <MenuItem onClick={close}>
          <LabelOutlinedIcon />
          Add label
        </MenuItem>
        <Divider sx={{ my: 0.5 }} />
        <MenuItem onClick={close} sx={{ color: 'error.main', '& .MuiSvgIcon-root': { color: 'inherit' } }}>
          <DeleteOutlineIcon />
          Delete card
        </MenuItem>
      </StyledMenu>
    </div>
  );
}
