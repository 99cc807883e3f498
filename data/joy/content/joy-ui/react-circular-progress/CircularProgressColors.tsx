import * as React from 'react';
import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function CircularProgressColors() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', justifyContent: 'center' }}>
        {colors.map((color) => (
          <Box key={color} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <CircularProgress color={color} variant={variant} determinate value={75} aria-label={`${color} progress, 75%`} />
            <Typography level="body-xs">{color}</Typography>
          </Box>
        ))}
      </Box>
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
    </Box>
  );
}
