import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const messages = [
  { color: 'primary', text: 'Primary: a new version of the app is ready.' },
  { color: 'neutral', text: 'Neutral: comments are closed on archived posts.' },
  { color: 'danger', text: 'Danger: the payment for order 4821 failed.' },
  { color: 'success', text: 'Success: 12 contacts imported.' },
  { color: 'warning', text: 'Warning: your API key expires in 3 days.' },
] as const;

export default function AlertColors() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, width: '100%' }}>
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
        {messages.map(({ color, text }) => (
          <Alert key={color} color={color} variant={variant}>
            {text}
          </Alert>
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
