import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Snackbar from '@mui/joy/Snackbar';
import CloseRounded from '@mui/icons-material/CloseRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import type { ColorPaletteProp } from '@mui/joy/styles';

interface Toast {
  id: number;
  text: string;
  color: ColorPaletteProp;
  open: boolean;
}

const EVENTS: { text: string; color: ColorPaletteProp }[] = [
  { text: 'Invoice #2291 sent to Larkspur Studio.', color: 'success' },
  { text: 'Invoice #2292 sent to Moreno & Daughters.', color: 'success' },
  { text: 'Invoice #2293 bounced: check the address.', color: 'danger' },
  { text: 'Invoice #2294 sent to Nordlys Café.', color: 'success' },
];

const MAX = 3;

// This page's stage, not part of the pattern: `contain: 'paint'` makes it the box that the fixed
// Snackbar is placed in, so the demo does not cover the documentation. Leave it out in your app.
const stageSx = {
  contain: 'paint',
  minHeight: 320,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'flex-start',
  gap: 2,
  p: 2,
  mx: { xs: -2, sm: 0 },
  border: { xs: 0, sm: '1px dashed' },
  borderColor: { sm: 'divider' },
  borderRadius: 'sm',
} as const;

export default function SnackbarStack() {
  const [toasts, setToasts] = React.useState<Toast[]>([]);
  const [count, setCount] = React.useState(0);

  const push = () => {
    const event = EVENTS[count % EVENTS.length];
    setToasts((current) => [...current, { id: count, ...event, open: true }]);
    setCount((current) => current + 1);
  };

  // Closing starts the exit animation; the toast leaves the list when the Snackbar unmounts.
  const close = (id: number) => setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  const remove = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  const visible = toasts.filter((toast) => toast.open).slice(-MAX);

  return (
    <Box sx={stageSx}>
      <Button variant="outlined" color="neutral" onClick={push}>
        Send next invoice
      </Button>
      {/* One fixed column holds the stack; each Snackbar sits in it instead of in its own corner. */}
      <Box
        sx={(theme) => ({
          position: 'fixed',
          bottom: 12,
          right: 12,
          left: { xs: 12, sm: 'auto' },
          zIndex: theme.vars.zIndex.snackbar,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          pointerEvents: 'none',
        })}
      >
        {toasts.map((toast) => (
          <Snackbar
            key={toast.id}
            role={toast.color === 'danger' ? 'alert' : 'status'}
            open={toast.open && visible.includes(toast)}
            autoHideDuration={toast.color === 'danger' ? null : 6000}
            variant="soft"
            color={toast.color}
            onClose={(_event, reason) => reason !== 'clickaway' && close(toast.id)}
            onUnmount={() => remove(toast.id)}
            startDecorator={toast.color === 'success' ? <CheckCircleRounded /> : undefined}
            endDecorator={
              <IconButton size="sm" variant="plain" color={toast.color} aria-label="Dismiss" onClick={() => close(toast.id)}>
                <CloseRounded />
              </IconButton>
            }
            sx={{ position: 'relative', inset: 'auto', pointerEvents: 'auto' }}
          >
            {toast.text}
          </Snackbar>
        ))}
      </Box>
    </Box>
  );
}
