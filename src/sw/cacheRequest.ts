/**
 * The page's request that the worker cache what the page loaded before the worker controlled it,
 * and the worker's answer. Serwist's own `CACHE_URLS` message answers once the responses are in,
 * while their cache writes may still be pending; this one answers once the writes have landed.
 */

export const CACHE_REQUEST_TYPE = 'docs-cache-loaded-files';

export interface CacheRequest {
  type: typeof CACHE_REQUEST_TYPE;
  urls: string[];
}

export function cacheRequest(urls: string[]): CacheRequest {
  return { type: CACHE_REQUEST_TYPE, urls };
}

/** The URLs of a well-formed request, or null for any other message (the worker ignores those). */
export function urlsOfCacheRequest(data: unknown): string[] | null {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== CACHE_REQUEST_TYPE) {
    return null;
  }
  const urls = (data as { urls?: unknown }).urls;
  return Array.isArray(urls) && urls.every((url) => typeof url === 'string') ? urls : null;
}

/**
 * Starts caching `url` through the strategy of its route, or returns undefined for a URL the worker
 * does not cache: the response, and `done` once the strategy's cache writes have landed.
 */
export type StartCaching = (url: URL) => [response: Promise<unknown>, done: Promise<unknown>] | undefined;

/** Resolves once every URL's cache writes have landed; rejects when one fails, and the page is then not told. */
export async function cacheThroughStrategies(urls: string[], startCaching: StartCaching): Promise<void> {
  await Promise.all(
    urls.map(async (href) => {
      const started = startCaching(new URL(href));
      if (started) {
        await Promise.all(started);
      }
    }),
  );
}
