import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function ButtonColors() {
  const [variant, setVariant] = React.useState<VariantProp>('solid');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <FormControl>
        <FormLabel>Variant</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={variant}
          onChange={(event) => setVariant(event.target.value as VariantProp)}
          sx={{ flexWrap: 'wrap', gap: 2 }}
        >
          {variants.map((item) => (
            <Radio key={item} value={item} label={item} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant={variant} color="primary">
          Continue
        </Button>
        <Button variant={variant} color="neutral">
          Cancel
        </Button>
        <Button variant={variant} color="danger">
          Delete file
        </Button>
        <Button variant={variant} color="success">
          Approve
        </Button>
        <Button variant={variant} color="warning">
          Archive
        </Button>
      </Box>
    </Box>
  );
}
