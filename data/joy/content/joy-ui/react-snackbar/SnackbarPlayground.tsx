import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar, { type SnackbarProps } from '@mui/joy/Snackbar';

/**
 * The playground's Snackbar, opened by a button: its props come from the controls. `contain: paint`
 * keeps the fixed snackbar inside the playground's preview instead of the reader's window.
 */
export default function SnackbarPlayground(props: Partial<SnackbarProps>) {
  const [open, setOpen] = React.useState(true);
  return (
    <Box sx={{ contain: 'paint', width: '100%', minHeight: 160, display: 'flex', alignItems: 'flex-start', justifyContent: 'center' }}>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)} disabled={open}>
        Show the snackbar
      </Button>
      <Snackbar role="status" {...props} open={open} onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}>
        Draft saved to your workspace.
        <Button size="sm" variant="plain" color="neutral" onClick={() => setOpen(false)}>
          Dismiss
        </Button>
      </Snackbar>
    </Box>
  );
}
