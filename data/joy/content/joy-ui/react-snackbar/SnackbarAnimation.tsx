import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import GlobalStyles from '@mui/joy/GlobalStyles';
import Snackbar from '@mui/joy/Snackbar';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';

// Must match the exit animation's length: Snackbar stays mounted this long after `open` turns false.
const DURATION = 450;

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

export default function SnackbarAnimation() {
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={stageSx}>
      {/* Keyframes with names unique to this demo. */}
      <GlobalStyles
        styles={{
          '@keyframes snackbar-demo-drop-in': {
            '0%': { opacity: 0, transform: 'translateY(-120%) scale(0.9)' },
            '70%': { opacity: 1, transform: 'translateY(8%) scale(1.02)' },
            '100%': { opacity: 1, transform: 'translateY(0) scale(1)' },
          },
          '@keyframes snackbar-demo-fade-out': {
            '0%': { opacity: 1, transform: 'scale(1)' },
            '100%': { opacity: 0, transform: 'scale(0.92)' },
          },
        }}
      />
      <Button variant="outlined" color="neutral" startDecorator={<NotificationsActiveRounded />} onClick={() => setOpen(true)}>
        Set a reminder
      </Button>
      <Snackbar
        role="status"
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        color="primary"
        variant="soft"
        open={open}
        autoHideDuration={4000}
        animationDuration={DURATION}
        onClose={() => setOpen(false)}
        sx={{
          animation: `${open ? 'snackbar-demo-drop-in' : 'snackbar-demo-fade-out'} ${DURATION}ms ease-out forwards`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: open ? 1 : 0 },
        }}
      >
        Reminder set for 07:15 tomorrow: “Water the seedlings”.
      </Snackbar>
    </Box>
  );
}
