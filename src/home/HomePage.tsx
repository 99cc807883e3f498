import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ButtonLink from '../components/ButtonLink';
import ArrowForward from '@mui/icons-material/ArrowForward';
import NextLink from 'next/link';
import { PRODUCTS } from '../../data/products';

export default function HomePage() {
  return (
    <>
      <Box component="header" sx={{ mb: { xs: 4, sm: 6 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
          Documentation
        </Typography>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 32, sm: 44 }, mb: 2 }}>
          Build React interfaces with the MUI libraries
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: 18, maxWidth: 640, mb: 3 }}>
          Guides, live demos and API references for Material UI, Joy UI, MUI System and MUI Base, with the MUI X components and Toolpad Core
          alongside. Pick a library to start.
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ButtonLink href={PRODUCTS[0].href} endIcon={<ArrowForward />}>
            Get started with Material UI
          </ButtonLink>
          <ButtonLink variant="outlined" href="/versions/">
            All versions
          </ButtonLink>
        </Stack>
      </Box>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Products
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {PRODUCTS.map((product) => (
          <li key={product.id}>
            <Box
              component={NextLink}
              href={product.href}
              sx={(theme) => ({
                display: 'block',
                height: '100%',
                p: 2.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                color: 'inherit',
                textDecoration: 'none',
                transition: theme.transitions.create(['border-color', 'box-shadow']),
                '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
                '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
              })}
            >
              <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                {product.name}
              </Typography>
              <Typography component="p" sx={{ fontFamily: 'monospace', fontSize: 13, color: 'primary.main', mb: 1 }}>
                {product.packageName}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{product.description}</Typography>
            </Box>
          </li>
        ))}
      </Box>
    </>
  );
}
