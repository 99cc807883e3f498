import { isPagesCache } from '../sw/cachePolicy';

export interface SavedPage {
  href: string;
  title: string;
}

/** The page's title from its HTML; the path when it has none. */
function titleFromHtml(html: string, fallback: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const title = match?.[1]
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
  return title || fallback;
}

/** Pages the service worker has kept (not their data files), sorted by title. */
export async function listSavedPages(cacheStorage: CacheStorage, origin: string): Promise<SavedPage[]> {
  const pages = new Map<string, SavedPage>();
  for (const name of (await cacheStorage.keys()).filter(isPagesCache)) {
    const cache = await cacheStorage.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.origin !== origin || !url.pathname.endsWith('/') || url.pathname === '/offline/' || pages.has(url.pathname)) {
        continue;
      }
      const response = await cache.match(request);
      const html = response ? await response.text() : '';
      pages.set(url.pathname, { href: url.pathname, title: titleFromHtml(html, url.pathname) });
    }
  }
  return [...pages.values()].sort((a, b) => a.title.localeCompare(b.title));
}
