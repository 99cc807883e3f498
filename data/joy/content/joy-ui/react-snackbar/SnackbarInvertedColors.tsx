import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';
import SystemUpdateAltRounded from '@mui/icons-material/SystemUpdateAltRounded';

// This page's stage, not part of the pattern: `contain: 'paint'` makes it the box that the fixed
// Snackbar is placed in, so the demo does not cover the documentation. Leave it out in your app.
const stageSx = {
  contain: 'paint',
  minHeight: 320,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: 2,
  p: 2,
  mx: { xs: -2, sm: 0 },
  border: { xs: 0, sm: '1px dashed' },
  borderColor: { sm: 'divider' },
  borderRadius: 'sm',
} as const;

export default function SnackbarInvertedColors() {
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={stageSx}>
      <Button variant="solid" color="success" onClick={() => setOpen(true)}>
        Check for updates
      </Button>
      <Snackbar
        role="status"
        variant="solid"
        color="success"
        invertedColors
        open={open}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        startDecorator={<SystemUpdateAltRounded />}
        sx={{ alignItems: 'flex-start', maxWidth: 420 }}
      >
        <Box>
          <Typography level="title-md">Version 2.8 is ready</Typography>
          <Typography level="body-sm" sx={{ mt: 0.5 }}>
            Restart the app to get offline maps and faster search. It takes under a minute.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
            <Button size="sm" variant="solid" onClick={() => setOpen(false)}>
              Restart now
            </Button>
            <Button size="sm" variant="outlined" onClick={() => setOpen(false)}>
              Later
            </Button>
          </Box>
        </Box>
      </Snackbar>
    </Box>
  );
}
