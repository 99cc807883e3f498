import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper, { PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

const rows: PopperPlacementType[][] = [
  ['top-start', 'top', 'top-end'],
  ['left-start', 'right-start'],
  ['left', 'right'],
  ['left-end', 'right-end'],
  ['bottom-start', 'bottom', 'bottom-end'],
];

export default function PositionedPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  const open = Boolean(anchorEl);

  const handleClick = (newPlacement: PopperPlacementType) => (event: React.MouseEvent<HTMLElement>) => {
    // A second click on the same button closes the popper.
    const same = anchorEl === event.currentTarget && placement === newPlacement;
    setAnchorEl(same ? null : event.currentTarget);
    setPlacement(newPlacement);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 420, mx: 'auto', py: 6 }}>
      <Popper open={open} anchorEl={anchorEl} placement={placement} transition sx={{ zIndex: 1 }}>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={200}>
            <Paper elevation={4} sx={{ px: 1.5, py: 1, m: 1 }}>
              <Typography variant="body2">
                <code>{placement}</code>
              </Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
      {rows.map((row) => (
        <Box key={row.join()} sx={{ display: 'flex', justifyContent: row.length === 3 ? 'center' : 'space-between', gap: 1, my: 0.5 }}>
          {row.map((item) => (
            <Button
              key={item}
              size="small"
              variant={open && placement === item ? 'contained' : 'outlined'}
              aria-pressed={open && placement === item}
              onClick={handleClick(item)}
              sx={{ minWidth: 96, textTransform: 'none' }}
            >
              {item}
            </Button>
          ))}
        </Box>
      ))}
    </Box>
  );
}
