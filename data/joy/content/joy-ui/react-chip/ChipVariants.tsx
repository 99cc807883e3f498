import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function ChipVariants() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography level="body-sm" sx={{ width: 72, fontFamily: 'code' }}>
            {variant}
          </Typography>
          {colors.map((color) => (
            <Chip key={color} variant={variant} color={color}>
              {color}
            </Chip>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
