import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// The shape your API returns: `slug` and `title` instead of `id` and `label`.
interface Category {
  slug: string;
  title: string;
  productCount: number;
  children?: Category[];
}

const categories: Category[] = [
  {
    slug: 'garden',
    title: 'Garden',
    productCount: 214,
    children: [
      { slug: 'garden-tools', title: 'Hand tools', productCount: 58 },
      { slug: 'garden-seeds', title: 'Seeds and bulbs', productCount: 97 },
      { slug: 'garden-watering', title: 'Watering', productCount: 59 },
    ],
  },
  {
    slug: 'kitchen',
    title: 'Kitchen',
    productCount: 342,
    children: [
      {
        slug: 'kitchen-cookware',
        title: 'Cookware',
        productCount: 121,
        children: [
          { slug: 'kitchen-pans', title: 'Frying pans', productCount: 44 },
          { slug: 'kitchen-pots', title: 'Stock pots', productCount: 31 },
          { slug: 'kitchen-dutch-ovens', title: 'Dutch ovens', productCount: 46 },
        ],
      },
      { slug: 'kitchen-knives', title: 'Knives', productCount: 76 },
      { slug: 'kitchen-storage', title: 'Food storage', productCount: 145 },
    ],
  },
  { slug: 'lighting', title: 'Lighting', productCount: 88 },
];

function countCategories(list: Category[]): number {
  return list.reduce((total, category) => total + 1 + countCategories(category.children ?? []), 0);
}

export default function RichTreeViewCustomShape() {
  return (
    <Box sx={{ minHeight: 300, width: '100%', maxWidth: 360 }}>
      <Typography id="shop-categories-label" variant="subtitle2" sx={{ mb: 1 }}>
        Shop categories ({countCategories(categories)})
      </Typography>
      <RichTreeView
        aria-labelledby="shop-categories-label"
        items={categories}
        getItemId={(category) => category.slug}
        getItemLabel={(category) => `${category.title} (${category.productCount})`}
        defaultExpandedItems={['kitchen']}
      />
    </Box>
  );
}
