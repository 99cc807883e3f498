import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import { VariantProp } from '@mui/joy/styles';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const variants: VariantProp[] = ['outlined', 'soft', 'solid'];

export default function InputColors() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography level="title-sm" sx={{ textTransform: 'capitalize' }}>
            {variant}
          </Typography>
          {colors.map((color) => (
            <Input key={color} variant={variant} color={color} placeholder={color} aria-label={`${variant} ${color} input`} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
