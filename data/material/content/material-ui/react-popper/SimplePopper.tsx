import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function SimplePopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    setAnchorEl(anchorEl ? null : event.currentTarget);
  };

  return (
    <div>
      <Button variant="outlined" aria-describedby={open ? 'simple-popper' : undefined} aria-expanded={open} onClick={handleClick}>
        Delivery estimate
      </Button>
      <Popper id="simple-popper" open={open} anchorEl={anchorEl}>
        <Paper elevation={4} sx={{ p: 2, mt: 1, maxWidth: 260 }}>
          <Typography variant="body2">Order in the next 3 hours and it arrives on Thursday.</Typography>
        </Paper>
      </Popper>
    </div>
  );
}
