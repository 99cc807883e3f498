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

const exportFormats = ['PDF document', 'Spreadsheet (CSV)', 'Plain text'];

export default function MenuListComposition() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);
  const [exported, setExported] = React.useState<string | null>(null);
  const anchorRef = React.useRef<HTMLButtonElement>(null);

  const close = (event: Event | React.SyntheticEvent) => {
    // A click on the button itself toggles; do not also treat it as a click away.
    if (anchorRef.current?.contains(event.target as Node)) {
      return;
    }
    setAnchorEl(null);
  };

  const handleListKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      setAnchorEl(null);
    } else if (event.key === 'Escape') {
      setAnchorEl(null);
      anchorRef.current?.focus();
    }
  };

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button
        ref={anchorRef}
        id="export-button"
        variant="contained"
        aria-controls={open ? 'export-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-haspopup="true"
        onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}
      >
        Export report
      </Button>
      <Typography variant="body2" role="status">
        {exported ? `Exported as ${exported}` : 'The page behind the menu stays scrollable.'}
      </Typography>
      <Popper open={open} anchorEl={anchorEl} placement="bottom-start" transition disablePortal sx={{ zIndex: 1 }}>
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }}>
            <Paper elevation={4}>
              <ClickAwayListener onClickAway={close}>
                <MenuList autoFocusItem={open} id="export-menu" aria-labelledby="export-button" onKeyDown={handleListKeyDown}>
                  {exportFormats.map((format) => (
                    <MenuItem
                      key={format}
                      onClick={(event) => {
                        setExported(format);
                        close(event);
                      }}
                    >
                      {format}
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
