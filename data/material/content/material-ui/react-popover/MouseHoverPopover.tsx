import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function MouseHoverPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <Typography variant="body2">
      Reviewed by{' '}
      <Box
        component="span"
        aria-owns={open ? 'hover-popover' : undefined}
        aria-haspopup="true"
        onMouseEnter={(event) => setAnchorEl(event.currentTarget)}
        onMouseLeave={() => setAnchorEl(null)}
        sx={{ fontWeight: 600, textDecoration: 'underline dotted', cursor: 'default' }}
      >
        Priya Raman
      </Box>{' '}
      on 12 March.
      <Popover
        id="hover-popover"
        // The popover must not catch the pointer, or leaving the name would never fire.
        sx={{ pointerEvents: 'none' }}
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        disableRestoreFocus
        disableAutoFocus
        disableScrollLock
      >
        <Box sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>PR</Avatar>
          <div>
            <Typography variant="subtitle2">Priya Raman</Typography>
            <Typography variant="body2" color="text.secondary">
              Senior editor, 214 reviews
            </Typography>
          </div>
        </Box>
      </Popover>
    </Typography>
  );
}
