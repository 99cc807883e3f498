import Box from '@mui/material/Box';
import NextLink from 'next/link';
import { PRODUCTS } from '../../data/products';
import { navItemSx, navSubheaderSx } from './navItemStyles';

/** Navigation for pages that belong to no product (home, 404, versions). */
export default function ProductsNav() {
  return (
    <Box sx={{ py: 1 }}>
      <Box component="h2" id="nav-products" sx={navSubheaderSx}>
        Products
      </Box>
      <Box component="ul" aria-labelledby="nav-products" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {PRODUCTS.map((product) => (
          <li key={product.id}>
            <Box component={NextLink} href={product.href} sx={navItemSx}>
              {product.name}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
