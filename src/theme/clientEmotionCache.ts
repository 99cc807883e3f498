import createCache, { type EmotionCache } from '@emotion/cache';

let cache: EmotionCache | undefined;

/**
 * The browser's Emotion cache for everything Material UI draws: the islands and the pieces opened
 * on use share it. Its key is the server's (`mui`), so on creation it adopts the islands' server
 * styles instead of inserting them again, and its rules go before the meta tag the document puts
 * first in <head>: the site's CSS modules, which come later, win at equal specificity.
 */
export function clientEmotionCache(): EmotionCache {
  cache ??= createCache({
    key: 'mui',
    insertionPoint: document.querySelector<HTMLElement>('meta[name="emotion-insertion-point"]') ?? undefined,
  });
  return cache;
}
