import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AppFrame from '../layout/AppFrame';
import SeoHead from '../components/SeoHead';
import { listSavedPages, type SavedPage } from './savedPages';
import type { PageHead } from '../seo/pageHead';

/**
 * What the service worker shows for a page that was never visited while the network is down:
 * the pages this browser has kept, which work offline.
 */
export default function OfflinePage({ head }: { head: PageHead }) {
  const [pages, setPages] = React.useState<SavedPage[] | null>(null);
  React.useEffect(() => {
    const saved = 'caches' in window ? listSavedPages(window.caches, window.location.origin) : Promise.resolve([]);
    saved.catch((): SavedPage[] => []).then(setPages);
  }, []);

  return (
    <AppFrame>
      <SeoHead head={head} />
      <Box sx={{ maxWidth: 640, py: { xs: 2, sm: 6 } }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 32, sm: 44 }, mb: 2 }}>
          You are offline
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: 18, mb: 3 }}>This page has not been saved on this device yet.</Typography>
        {pages === null ? (
          <Typography role="status">Looking for saved pages…</Typography>
        ) : pages.length === 0 ? (
          <Typography role="status">No pages are saved yet. Pages you read while online are kept for offline reading.</Typography>
        ) : (
          <>
            <Typography>These pages are saved and work offline:</Typography>
            <Box component="ul" aria-label="Saved pages" sx={{ pl: 2.5, '& li': { mb: 1 } }}>
              {pages.map((page) => (
                <li key={page.href}>
                  {/* A full page load, served from the worker's cache. */}
                  <Box component="a" href={page.href} sx={{ color: 'primary.main' }}>
                    {page.title}
                  </Box>
                </li>
              ))}
            </Box>
          </>
        )}
      </Box>
    </AppFrame>
  );
}
