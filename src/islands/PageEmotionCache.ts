import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';

/**
 * The Emotion cache the server renders the page with (from _document, through _app's props). An
 * island's server HTML is rendered as a React root of its own, which the page's providers do not
 * reach: it is given this cache again through the same provider the page uses (AppCacheProvider),
 * so that its styles join the page's and use the page's class prefix. Null in the browser.
 */
export const PageEmotionCacheContext = React.createContext<EmotionCache | null>(null);
