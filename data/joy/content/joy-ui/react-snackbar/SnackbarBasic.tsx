import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';

// This page's stage, not part of the pattern: `contain: 'paint'` makes it the box that the fixed
// Snackbar is placed in, so the demo does not cover the documentation. Leave it out in your app.
const stageSx = {
  contain: 'paint',
  minHeight: 180,
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

export default function SnackbarBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={stageSx}>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Save preferences
      </Button>
      <Snackbar role="status" open={open} autoHideDuration={5000} onClose={() => setOpen(false)}>
        Preferences saved.
      </Snackbar>
    </Box>
  );
}
