import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Snackbar from '@mui/joy/Snackbar';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const MESSAGES: Record<ColorPaletteProp, string> = {
  primary: 'A new version of the app is available.',
  neutral: 'You are viewing last month’s report.',
  danger: 'The file could not be uploaded.',
  success: 'Payment received. Thank you!',
  warning: 'You are almost out of storage.',
};

// This page's stage, not part of the pattern: `contain: 'paint'` makes it the box that the fixed
// Snackbar is placed in, so the demo does not cover the documentation. Leave it out in your app.
const stageSx = {
  contain: 'paint',
  minHeight: 260,
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

export default function SnackbarColors() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={stageSx}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <FormControl>
          <FormLabel>Variant</FormLabel>
          <RadioGroup
            orientation="horizontal"
            value={variant}
            onChange={(event) => setVariant(event.target.value as VariantProp)}
            sx={{ flexWrap: 'wrap' }}
          >
            {['plain', 'outlined', 'soft', 'solid'].map((value) => (
              <Radio key={value} value={value} label={value} />
            ))}
          </RadioGroup>
        </FormControl>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          {colors.map((item) => (
            <Button
              key={item}
              variant="soft"
              color={item}
              onClick={() => {
                setColor(item);
                setOpen(true);
              }}
            >
              {item}
            </Button>
          ))}
        </Box>
        <Snackbar
          key={`${color}-${variant}`}
          role={color === 'danger' ? 'alert' : 'status'}
          variant={variant}
          color={color}
          open={open}
          autoHideDuration={4000}
          onClose={() => setOpen(false)}
        >
          {MESSAGES[color]}
        </Snackbar>
      </Box>
    </Box>
  );
}
