import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import LocalGroceryStoreOutlined from '@mui/icons-material/LocalGroceryStoreOutlined';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import PetsOutlined from '@mui/icons-material/PetsOutlined';
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined';
import type { ColorPaletteProp } from '@mui/joy/styles';

const categories: { label: string; icon: React.ReactNode; color: ColorPaletteProp }[] = [
  { label: 'Groceries', icon: <LocalGroceryStoreOutlined />, color: 'success' },
  { label: 'Pharmacy', icon: <LocalPharmacyOutlined />, color: 'danger' },
  { label: 'Pet supplies', icon: <PetsOutlined />, color: 'warning' },
  { label: 'Flowers', icon: <LocalFloristOutlined />, color: 'primary' },
];

export default function IconTiles() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 2, width: '100%', maxWidth: 520 }}>
      {categories.map((category) => (
        <Box key={category.label} sx={{ textAlign: 'center' }}>
          {/* Wrap the icon: the first child is stretched to fill the box, and a bare SVG would be too. */}
          <AspectRatio ratio="1" variant="soft" color={category.color} sx={{ borderRadius: 'lg', '--Icon-fontSize': '2.25rem' }}>
            <div>{category.icon}</div>
          </AspectRatio>
          <Typography level="body-sm" sx={{ mt: 1 }}>
            {category.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
