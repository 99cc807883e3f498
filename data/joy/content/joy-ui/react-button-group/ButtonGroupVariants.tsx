import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'plain', 'soft', 'solid'];

export default function ButtonGroupVariants() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {variants.map((variant) => (
        <ButtonGroup key={variant} variant={variant} aria-label={`Export (${variant} variant)`}>
          <Button>PDF</Button>
          <Button>CSV</Button>
          <Button>XLSX</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
