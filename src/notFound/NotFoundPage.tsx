import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Home from '@mui/icons-material/Home';
import NextLink from 'next/link';
import ButtonLink from '../components/ButtonLink';
import { PAGE_INDEX_URL, suggestPages, toPageIndex, type PageIndexEntry } from './suggestPages';

/** The pages closest to the address the reader typed, once the page index has arrived. */
function useSuggestions(): PageIndexEntry[] {
  const [suggestions, setSuggestions] = React.useState<PageIndexEntry[]>([]);
  React.useEffect(() => {
    let current = true;
    fetch(PAGE_INDEX_URL)
      .then((response) => (response.ok ? response.json() : []))
      .then((data: unknown) => {
        if (current) {
          setSuggestions(suggestPages(window.location.pathname, toPageIndex(data)));
        }
      })
      // Without the index (offline, say) the page keeps its way home.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return suggestions;
}

export default function NotFoundPage() {
  const suggestions = useSuggestions();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 560, py: { xs: 2, sm: 6 } }}>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
        Error 404
      </Typography>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 32, sm: 44 } }}>
        Page not found
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: 18 }}>
        This address does not lead to a page. It may have moved, or the link that brought you here may have a typo.
      </Typography>
      <ButtonLink href="/" startIcon={<Home />}>
        Back to the home page
      </ButtonLink>
      {/* Below the button, so its arrival moves nothing the reader already sees. */}
      {suggestions.length > 0 ? (
        <Box component="section" aria-labelledby="suggestions-title" sx={{ pt: 2, width: '100%' }}>
          <Typography id="suggestions-title" component="h2" sx={{ fontWeight: 700, fontSize: 18, mb: 1 }}>
            Were you looking for one of these?
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {suggestions.map(([route, title, product]) => (
              <li key={route}>
                <Box
                  component={NextLink}
                  href={route}
                  sx={(theme) => ({
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'baseline',
                    columnGap: 1,
                    minHeight: 44,
                    py: 1,
                    px: 1.5,
                    mx: -1.5,
                    borderRadius: 1,
                    color: 'primary.main',
                    fontWeight: 600,
                    textDecoration: 'none',
                    '&:hover': { bgcolor: 'action.hover', textDecoration: 'underline' },
                    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
                  })}
                >
                  {title}
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: 14 }}>
                    {product} · {route}
                  </Box>
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}
