import * as React from 'react';
import type { EmotionCache } from '@emotion/cache';

/**
 * The Emotion cache the server renders the page with (from _document, through _app's props). What
 * Material UI draws on the server (an island's HTML, rendered as a React root of its own; a live
 * template) is given this cache, so that its styles are collected into the page's <head> under the
 * page's class prefix. Null in the browser.
 */
export const PageEmotionCacheContext = React.createContext<EmotionCache | null>(null);
