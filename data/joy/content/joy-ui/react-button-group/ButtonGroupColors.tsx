import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const variants: VariantProp[] = ['outlined', 'plain', 'soft', 'solid'];

export default function ButtonGroupColors() {
  const [variant, setVariant] = React.useState<VariantProp>('outlined');

  return (
    <Stack spacing={2.5}>
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
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {colors.map((color) => (
          <ButtonGroup key={color} color={color} variant={variant} aria-label={`Review actions (${color})`}>
            <Button>Accept</Button>
            <Button>Request changes</Button>
          </ButtonGroup>
        ))}
      </Stack>
    </Stack>
  );
}
