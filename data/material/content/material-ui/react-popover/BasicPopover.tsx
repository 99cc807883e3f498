import * as React from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function BasicPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        variant="outlined"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'basic-popover' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Delivery estimate
      </Button>
      <Popover
        id="basic-popover"
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'basic-popover-title', sx: { p: 2, maxWidth: 280 } } }}
      >
        <Typography id="basic-popover-title" variant="subtitle2" component="h2">
          Arrives Thursday or Friday
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Standard shipping from the regional warehouse. Orders placed before 2 p.m. leave the same day.
        </Typography>
      </Popover>
    </div>
  );
}
