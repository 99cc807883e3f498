import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const variants = ['soft', 'solid', 'outlined', 'plain'] as const;

export default function AspectRatioVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, width: '100%' }}>
      {variants.map((variant) => (
        <AspectRatio key={variant} variant={variant} ratio="4/3" sx={{ borderRadius: 'sm' }}>
          <Typography component="div" level="title-sm" sx={{ color: 'inherit' }}>
            {variant}
          </Typography>
        </AspectRatio>
      ))}
    </Box>
  );
}
