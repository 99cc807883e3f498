import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar, { SnackbarProps } from '@mui/joy/Snackbar';

type Size = NonNullable<SnackbarProps['size']>;

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

export default function SnackbarSizes() {
  const [size, setSize] = React.useState<Size>('md');
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={stageSx}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center' }}>
        {(['sm', 'md', 'lg'] as const).map((item) => (
          <Button
            key={item}
            size={item}
            variant="outlined"
            color="neutral"
            onClick={() => {
              setSize(item);
              setOpen(true);
            }}
          >
            Size {item}
          </Button>
        ))}
        <Snackbar key={size} role="status" size={size} open={open} autoHideDuration={4000} onClose={() => setOpen(false)}>
          Two new comments on “Spring menu draft”.
        </Snackbar>
      </Box>
    </Box>
  );
}
