import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TriggersTooltips() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      <Tooltip title="Opens on hover and touch, not on keyboard focus" disableFocusListener describeChild>
        <Button variant="outlined">Hover</Button>
      </Tooltip>
      <Tooltip title="Opens on keyboard focus and touch, not on hover" disableHoverListener describeChild>
        <Button variant="outlined">Focus</Button>
      </Tooltip>
      <Tooltip title="Opens on hover and focus, not on a long press" disableTouchListener describeChild>
        <Button variant="outlined">No touch</Button>
      </Tooltip>
      {/* Opened by a click, closed by a click anywhere else. */}
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div>
          <Tooltip
            title="Free shipping on orders over $50, delivered in 2–4 working days"
            open={open}
            onClose={() => setOpen(false)}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            describeChild
            slotProps={{ popper: { disablePortal: true } }}
          >
            <Button variant="contained" onClick={() => setOpen((current) => !current)}>
              Shipping
            </Button>
          </Tooltip>
        </div>
      </ClickAwayListener>
    </Stack>
  );
}
