import { renderToString } from 'react-dom/server';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import type { RenderIslandHtml } from '../islandRegistry';

/**
 * An island's server HTML, as a React root of its own. Both of the server's Emotion copies get the
 * page's cache, so the island's styles are collected into the page's <head> by _document: Material
 * UI's through AppCacheProvider, the other (Joy UI's system reaches it) through the island root's
 * provider (`serverCache`). Server-only: getStaticProps hands it over, no browser bundle has it.
 */
export const renderIslandHtml: RenderIslandHtml = (element, { identifierPrefix, cache }) =>
  renderToString(<AppCacheProvider emotionCache={cache}>{element}</AppCacheProvider>, { identifierPrefix });
