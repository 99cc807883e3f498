import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const variants = ['plain', 'soft', 'outlined', 'solid'] as const;

export default function TypographyColors() {
  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {colors.map((color) => (
          <Typography key={color} color={color} level="title-md">
            {color}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {variants.map((variant) => (
          <Typography key={variant} variant={variant} color="primary" level="body-md">
            variant=&quot;{variant}&quot;
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* textColor takes any palette token or CSS color; it does not bring a variant. */}
        <Typography textColor="text.primary">text.primary</Typography>
        <Typography textColor="text.secondary">text.secondary</Typography>
        <Typography textColor="text.tertiary">text.tertiary</Typography>
        <Typography textColor="warning.plainColor">warning.plainColor</Typography>
      </Box>
    </Stack>
  );
}
