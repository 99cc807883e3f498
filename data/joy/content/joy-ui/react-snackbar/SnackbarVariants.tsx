import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

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

export default function SnackbarVariants() {
  const [variant, setVariant] = React.useState<VariantProp>('outlined');
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={stageSx}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {variants.map((item) => (
          <Button
            key={item}
            variant={item}
            color="neutral"
            onClick={() => {
              setVariant(item);
              setOpen(true);
            }}
          >
            {item}
          </Button>
        ))}
        <Snackbar key={variant} role="status" variant={variant} open={open} autoHideDuration={4000} onClose={() => setOpen(false)}>
          Route downloaded for offline use ({variant}).
        </Snackbar>
      </Box>
    </Box>
  );
}
