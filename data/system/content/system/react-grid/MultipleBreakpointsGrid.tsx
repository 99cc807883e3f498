import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const products = [
  { name: 'Linen tote bag', price: '$24' },
  { name: 'Ceramic pour-over', price: '$38' },
  { name: 'Walnut desk tray', price: '$46' },
  { name: 'Wool throw', price: '$89' },
];

export default function MultipleBreakpointsGrid() {
  return (
    <Grid container spacing={2}>
      {products.map((product, index) => (
        <Grid key={product.name} size={{ xs: 12, sm: 6, md: 3 }}>
          <Box
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              overflow: 'hidden',
              bgcolor: 'background.paper',
            }}
          >
            <Box
              aria-hidden
              sx={{
                height: 72,
                background: `linear-gradient(135deg, hsl(${200 + index * 30} 60% 55%), hsl(${230 + index * 30} 55% 40%))`,
              }}
            />
            <Box sx={{ p: 1.5 }}>
              <Box sx={{ fontWeight: 500, color: 'text.primary' }}>{product.name}</Box>
              <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{product.price}</Box>
            </Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
