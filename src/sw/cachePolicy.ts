/** Which requests the service worker keeps, and under which cache names. Shared with the offline page. */

/** The precached page served for a page that was never visited, when the network is down. */
export const OFFLINE_PAGE_URL = '/offline/index.html';

const PAGES_PREFIX = 'docs-pages-';
const ASSETS_PREFIX = 'docs-assets-';

export function cacheNamesFor(buildId: string) {
  return { pages: `${PAGES_PREFIX}${buildId}`, assets: `${ASSETS_PREFIX}${buildId}` };
}

/** A cache of ours from another build: deleted when this build's worker activates. */
export function isObsoleteCache(name: string, buildId: string): boolean {
  const current = cacheNamesFor(buildId);
  return (name.startsWith(PAGES_PREFIX) || name.startsWith(ASSETS_PREFIX)) && name !== current.pages && name !== current.assets;
}

export function isPagesCache(name: string): boolean {
  return name.startsWith(PAGES_PREFIX);
}

/**
 * The search index (out/pagefind/): fetched when a reader first searches, then kept so search
 * works offline for what was fetched. Its files are content-hashed, except the entry file, which
 * the dialog requests with the build id (src/search/pagefind.ts).
 */
export function isSearchIndexRequest(pathname: string): boolean {
  return pathname.startsWith('/pagefind/');
}

/**
 * A page (a navigation, or a page URL the app asks to cache) or the data Next fetches for a
 * client-side navigation. Build output and static files are handled by other rules.
 */
export function isPageRequest(mode: string, destination: string, pathname: string): boolean {
  if (pathname.startsWith('/_next/data/')) {
    return true;
  }
  if (pathname.startsWith('/_next/') || pathname.startsWith('/static/') || isSearchIndexRequest(pathname) || pathname === '/sw.js') {
    return false;
  }
  return mode === 'navigate' || destination === 'document' || pathname.endsWith('/') || pathname.endsWith('.html');
}

/** Pages whose HTML is the same whatever the query string: the search page reads `?q=` in the browser. */
const QUERY_FREE_PAGES = new Set(['/search/', '/search/index.html']);

/**
 * The URL a page is cached under: the search page once for every query, so a visit to one query
 * makes `/search/?q=anything` work offline; any other page under its own URL.
 */
export function pageCacheUrl(href: string): string {
  const url = new URL(href);
  if (!QUERY_FREE_PAGES.has(url.pathname)) {
    return href;
  }
  url.search = '';
  url.hash = '';
  return url.toString();
}
