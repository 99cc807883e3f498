import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function TransitionsPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <div>
      <Button
        variant="outlined"
        aria-describedby={open ? 'transitions-popper' : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        Storage usage
      </Button>
      <Popper id="transitions-popper" open={open} anchorEl={anchorEl} placement="bottom-start" transition>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={reduceMotion ? 0 : 250}>
            <Paper elevation={4} sx={{ p: 2, mt: 1, maxWidth: 260 }}>
              <Typography variant="body2">You are using 11.2 GB of 15 GB. Photos take up most of it.</Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </div>
  );
}
