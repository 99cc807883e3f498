import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import LinearProgress from '@mui/joy/LinearProgress';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function LinearProgressColors() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, width: '100%', maxWidth: 560 }}>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        {colors.map((color) => (
          <div key={color}>
            <Typography level="body-xs" sx={{ mb: 0.5 }}>
              {color}
            </Typography>
            <LinearProgress color={color} variant={variant} determinate value={70} aria-label={`${color} bar, 70%`} />
          </div>
        ))}
      </Stack>
      <FormControl>
        <FormLabel>Variant</FormLabel>
        <RadioGroup value={variant} onChange={(event) => setVariant(event.target.value as VariantProp)}>
          {['plain', 'outlined', 'soft', 'solid'].map((value) => (
            <Radio key={value} value={value} label={value} />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
