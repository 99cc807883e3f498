import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function CheckboxVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 2, justifyContent: 'start', alignItems: 'center' }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'contents' }}>
          <Typography level="body-sm" sx={{ minWidth: 72 }}>
            {variant}
          </Typography>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
            <Checkbox variant={variant} label="Checked" defaultChecked />
            <Checkbox variant={variant} label="Unchecked" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
