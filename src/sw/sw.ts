/// <reference lib="webworker" />
/**
 * The service worker (`/sw.js`), bundled by scripts/build-service-worker.ts after `next build`,
 * which injects the precache manifest and the build's id.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate, Strategy, type PrecacheEntry } from 'serwist';
import { OFFLINE_PAGE_URL, cacheNamesFor, isObsoleteCache, isPageRequest, isSearchIndexRequest, pageCacheUrl } from './cachePolicy';
import { cacheThroughStrategies, urlsOfCacheRequest } from './cacheRequest';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };
declare const BUILD_ID: string;

const caches = cacheNamesFor(BUILD_ID);
// One limit for everything fetched on demand into the assets cache.
const onDemandExpiration = new ExpirationPlugin({ maxEntries: 400 });

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new worker waits until the page tells it to take over (see src/sw/updateFlow.ts).
  skipWaiting: false,
  clientsClaim: true,
  runtimeCaching: [
    {
      // Pages and their data: the network first, so readers get a new deployment; the cache offline.
      matcher: ({ request, url, sameOrigin }) => sameOrigin && isPageRequest(request.mode, request.destination, url.pathname),
      handler: new NetworkFirst({
        cacheName: caches.pages,
        networkTimeoutSeconds: 5,
        // Read and written under the same key: the search page's, without its query.
        plugins: [
          { cacheKeyWillBeUsed: ({ request }) => (pageCacheUrl(request.url) === request.url ? request : pageCacheUrl(request.url)) },
        ],
      }),
    },
    {
      // Demo code and artwork: fetched on demand, kept for offline use.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/static/'),
      handler: new StaleWhileRevalidate({ cacheName: caches.assets, plugins: [onDemandExpiration] }),
    },
    {
      // The search index, from a reader's first search on: search keeps answering offline.
      matcher: ({ url, sameOrigin }) => sameOrigin && isSearchIndexRequest(url.pathname),
      handler: new StaleWhileRevalidate({ cacheName: caches.assets, plugins: [onDemandExpiration] }),
    },
    {
      // Build output that is not precached (hashed names never change).
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({ cacheName: caches.assets }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE_URL, matcher: ({ request }) => request.destination === 'document' }],
  },
});

// Pages and assets cached by an earlier build would mix its HTML with this build's chunks.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => isObsoleteCache(name, BUILD_ID)).map((name) => self.caches.delete(name)))),
  );
});

// The page's list of what it loaded before this worker controlled it (src/sw/registerServiceWorker.ts).
self.addEventListener('message', (event) => {
  const urls = urlsOfCacheRequest(event.data);
  if (!urls) {
    return;
  }
  const cached = cacheThroughStrategies(urls, (url) => {
    const request = new Request(url);
    const { route } = serwist.findMatchingRoute({ url, sameOrigin: url.origin === self.location.origin, request, event });
    return route?.handler instanceof Strategy ? route.handler.handleAll({ request, event }) : undefined;
  });
  event.waitUntil(cached);
  // Answered on success only: after a failed write the page does not say it is cached.
  void cached.then(
    () => event.ports[0]?.postMessage(true),
    () => undefined,
  );
});

serwist.addEventListeners();
