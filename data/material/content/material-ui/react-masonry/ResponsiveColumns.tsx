import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const products = [
  { name: 'Linen shirt', price: '39 €', lines: 2 },
  { name: 'Canvas tote', price: '18 €', lines: 1 },
  { name: 'Wool beanie', price: '22 €', lines: 3 },
  { name: 'Trail runners', price: '119 €', lines: 2 },
  { name: 'Rain shell', price: '89 €', lines: 4 },
  { name: 'Leather belt', price: '35 €', lines: 1 },
  { name: 'Cotton socks, 3 pairs', price: '15 €', lines: 2 },
  { name: 'Merino scarf', price: '45 €', lines: 3 },
];

export default function ResponsiveColumns() {
  return (
    <Box sx={{ width: '100%', minHeight: 300 }}>
      {/* 1 column on phones, 2 from 600 px, 3 from 900 px, 4 from 1200 px. */}
      <Masonry columns={{ xs: 1, sm: 2, md: 3, lg: 4 }} spacing={2}>
        {products.map((product) => (
          <Paper key={product.name} variant="outlined" sx={{ p: 1.5 }}>
            <Box sx={{ height: 40 + product.lines * 24, borderRadius: 1, bgcolor: 'action.hover', mb: 1 }} />
            <Typography variant="subtitle2" component="h3">
              {product.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {product.price}
            </Typography>
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
