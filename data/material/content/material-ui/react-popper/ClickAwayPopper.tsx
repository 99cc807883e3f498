import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const sortOptions = ['Newest first', 'Oldest first', 'Most commented'];

export default function ClickAwayPopper() {
  const [open, setOpen] = React.useState(false);
  const [sort, setSort] = React.useState(sortOptions[0]);
  // The button is kept in state (through its ref callback) so the Popper re-renders once it exists.
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);

  const close = (event?: Event | React.SyntheticEvent) => {
    // A click on the button itself toggles; it is not a click away.
    if (event && anchorEl?.contains(event.target as Node)) {
      return;
    }
    setOpen(false);
  };

  const choose = (option: string) => {
    setSort(option);
    setOpen(false);
    anchorEl?.focus();
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography id="click-away-popper-label" variant="body2">
        Sort comments
      </Typography>
      <Button
        ref={setAnchorEl}
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'click-away-popper-menu' : undefined}
        aria-describedby="click-away-popper-label"
        onClick={() => setOpen((current) => !current)}
      >
        {sort}
      </Button>
      <Popper open={open} anchorEl={anchorEl} placement="bottom-start" transition sx={{ zIndex: 1 }}>
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }}>
            <Paper elevation={6} sx={{ mt: 0.5 }}>
              <ClickAwayListener onClickAway={close}>
                <MenuList
                  id="click-away-popper-menu"
                  autoFocusItem
                  onKeyDown={(event) => {
                    if (event.key === 'Escape' || event.key === 'Tab') {
                      event.preventDefault();
                      setOpen(false);
                      anchorEl?.focus();
                    }
                  }}
                >
                  {sortOptions.map((option) => (
                    <MenuItem key={option} selected={option === sort} onClick={() => choose(option)}>
                      {option}
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Stack>
  );
}
