import * as React from 'react';
import { Link as RouterLink, MemoryRouter, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const articles = [
  { to: '/recipes/lentil-soup', title: 'Red lentil soup with lemon' },
  { to: '/recipes/flatbread', title: 'Skillet flatbread in 20 minutes' },
  { to: '/recipes/pickled-onions', title: 'Quick pickled onions' },
];

function CurrentLocation() {
  const location = useLocation();
  return (
    <Box role="status" sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        Current location
      </Typography>
      <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{location.pathname}</Typography>
    </Box>
  );
}

function ArticleLinks() {
  const { pathname } = useLocation();
  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
      {articles.map((article) => (
        <li key={article.to}>
          {/* `component` swaps the <a> for the router's Link, so `to` is typed and required. */}
          <Link
            component={RouterLink}
            to={article.to}
            aria-current={pathname === article.to ? 'page' : undefined}
            underline="hover"
            sx={{ '&[aria-current="page"]': { fontWeight: 'fontWeightBold', textDecoration: 'none' } }}
          >
            {article.title}
          </Link>
        </li>
      ))}
    </Stack>
  );
}

export default function RouterLinks() {
  return (
    <MemoryRouter initialEntries={['/recipes']}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <Typography variant="subtitle1" component="h3">
          This week&apos;s recipes
        </Typography>
        <ArticleLinks />
        <CurrentLocation />
      </Stack>
    </MemoryRouter>
  );
}
