import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Snackbar from '@mui/joy/Snackbar';
import CloseRounded from '@mui/icons-material/CloseRounded';
import WifiOffRounded from '@mui/icons-material/WifiOffRounded';

// This page's stage, not part of the pattern: `contain: 'paint'` makes it the box that the fixed
// Snackbar is placed in, so the demo does not cover the documentation. Leave it out in your app.
const stageSx = {
  contain: 'paint',
  minHeight: 200,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  p: 2,
  mx: { xs: -2, sm: 0 },
  border: { xs: 0, sm: '1px dashed' },
  borderColor: { sm: 'divider' },
  borderRadius: 'sm',
} as const;

export default function SnackbarDecorators() {
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={stageSx}>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Go offline
      </Button>
      <Snackbar
        role="status"
        variant="soft"
        color="warning"
        open={open}
        autoHideDuration={6000}
        onClose={() => setOpen(false)}
        startDecorator={<WifiOffRounded />}
        endDecorator={
          <IconButton size="sm" variant="plain" color="warning" aria-label="Dismiss" onClick={() => setOpen(false)}>
            <CloseRounded />
          </IconButton>
        }
      >
        You are offline. Changes will sync when you reconnect.
      </Snackbar>
    </Box>
  );
}
