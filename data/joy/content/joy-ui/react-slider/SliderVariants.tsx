import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function SliderVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: 320, maxWidth: '100%' }}>
      {variants.map((variant) => (
        <Box key={variant}>
          <Typography level="body-sm" sx={{ textTransform: 'capitalize' }}>
            {variant}
            {variant === 'solid' ? ' (default)' : ''}
          </Typography>
          <Slider variant={variant} defaultValue={40} aria-label={`${variant} slider`} />
        </Box>
      ))}
    </Box>
  );
}
