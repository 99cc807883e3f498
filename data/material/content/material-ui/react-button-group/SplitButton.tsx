import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const formats = [
  { id: 'pdf', label: 'Export as PDF' },
  { id: 'csv', label: 'Export as CSV' },
  { id: 'xlsx', label: 'Export as Excel' },
  { id: 'png', label: 'Export chart as PNG', disabled: true },
];

export default function SplitButton() {
  const [open, setOpen] = React.useState(false);
  const [selected, setSelected] = React.useState(0);
  const [status, setStatus] = React.useState('');
  // The group is the menu's anchor; kept in state because the Popper reads it while rendering.
  const [anchorEl, setAnchorEl] = React.useState<HTMLDivElement | null>(null);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const menuId = React.useId();

  const close = () => {
    setOpen(false);
    // Back to the arrow, so keyboard users do not lose their place.
    toggleRef.current?.focus();
  };

  const handleClickAway = (event: MouseEvent | TouchEvent) => {
    if (anchorEl?.contains(event.target as Node)) {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup variant="contained" ref={setAnchorEl} aria-label="Export the quarterly report">
        <Button onClick={() => setStatus(`Quarterly report: ${formats[selected].label.toLowerCase()} started.`)}>
          {formats[selected].label}
        </Button>
        <Button
          ref={toggleRef}
          size="small"
          aria-label="Choose an export format"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Popper open={open} anchorEl={anchorEl} placement="bottom-end" transition sx={{ zIndex: 1 }}>
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'right top' }}>
            <Paper elevation={4}>
              <ClickAwayListener onClickAway={handleClickAway}>
                <MenuList
                  id={menuId}
                  autoFocusItem={open}
                  aria-label="Export formats"
                  onKeyDown={(event) => {
                    if (event.key === 'Escape' || event.key === 'Tab') {
                      event.preventDefault();
                      close();
                    }
                  }}
                >
                  {formats.map((format, index) => (
                    <MenuItem
                      key={format.id}
                      disabled={format.disabled}
                      selected={index === selected}
                      onClick={() => {
                        setSelected(index);
                        close();
                      }}
                    >
                      {format.label}
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
        {status}
      </Typography>
    </Stack>
  );
}
