import * as React from 'react';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { PageEmotionCacheContext } from '../islands/PageEmotionCache';
import { clientEmotionCache } from './clientEmotionCache';

/**
 * Emotion's cache for Material UI rendered in the page itself (a live template): on the server the
 * page's, whose styles _document collects into <head>; in the browser the one the islands share.
 */
export default function PageMuiCache({ children }: { children: React.ReactNode }) {
  const pageCache = React.useContext(PageEmotionCacheContext);
  return <AppCacheProvider emotionCache={pageCache ?? clientEmotionCache()}>{children}</AppCacheProvider>;
}
