import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar, { SnackbarOrigin } from '@mui/joy/Snackbar';

const positions: SnackbarOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'right' },
];

// This page's stage, not part of the pattern: `contain: 'paint'` makes it the box that the fixed
// Snackbar is placed in, so the demo does not cover the documentation. Leave it out in your app.
const stageSx = {
  contain: 'paint',
  minHeight: 280,
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

export default function SnackbarPositions() {
  const [anchor, setAnchor] = React.useState<SnackbarOrigin | null>(null);
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={stageSx}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, width: '100%', maxWidth: 420 }}>
        {positions.map((position) => (
          <Button
            key={`${position.vertical}-${position.horizontal}`}
            variant="outlined"
            color="neutral"
            size="sm"
            onClick={() => {
              setAnchor(position);
              setOpen(true);
            }}
          >
            {position.vertical} {position.horizontal}
          </Button>
        ))}
      </Box>
      {anchor && (
        <Snackbar
          // A new key for each position: the snackbar enters again instead of jumping across the screen.
          key={`${anchor.vertical}-${anchor.horizontal}`}
          role="status"
          anchorOrigin={anchor}
          open={open}
          autoHideDuration={4000}
          onClose={() => setOpen(false)}
        >
          Shown at {anchor.vertical} {anchor.horizontal}.
        </Snackbar>
      )}
    </Box>
  );
}
