/**
 * The short highlighted JSX a demo shows before its code is opened. It is in the page's HTML but
 * not in its data (__NEXT_DATA__), which would carry it a second time and grow with the demos: the
 * server is handed the page's previews by getStaticProps (`providePreviews`), the browser keeps the
 * server's HTML as it is, and after a client-side navigation, with no server HTML to keep, it
 * fetches the page's previews file once (`fetchPreviews`).
 */
import type { StylingKey } from './types';
import { fetchJson } from '../utils/fetchJson';

/** One demo's previews: each styling that has one, in each language. */
export type DemoPreviews = Partial<Record<StylingKey, { ts: string; js: string }>>;

/** A page's previews, by demo name (demos without a preview are left out). */
export type PagePreviews = Record<string, DemoPreviews>;

/** The folder of the site where the build publishes the previews files. */
export const PREVIEWS_PATH = '/static/demos/previews';

/** Where the build publishes a page's previews; `pageKey` is the page's folder under data/. */
export function previewsUrl(pageKey: string): string {
  return `${PREVIEWS_PATH}/${pageKey.replace(/\//g, '__')}.json`;
}

const provided = new Map<string, PagePreviews>();
const requests = new Map<string, Promise<PagePreviews>>();

/** Server: the page's previews, before it renders. */
export function providePreviews(pageKey: string, previews: PagePreviews): void {
  provided.set(pageKey, previews);
}

/** The page's previews if they are here: on the server once provided, in the browser once fetched. */
export function knownPreviews(pageKey: string): PagePreviews | undefined {
  return provided.get(pageKey);
}

/** Fetches the page's previews once; a failed fetch is forgotten so that the next demo asks again. */
export function fetchPreviews(pageKey: string): Promise<PagePreviews> {
  const known = provided.get(pageKey);
  if (known) {
    return Promise.resolve(known);
  }
  if (!requests.has(pageKey)) {
    const url = previewsUrl(pageKey);
    const request = fetchJson(url)
      .then((previews) => {
        // Read with optional chaining and rendered as HTML strings: a wrong shape inside shows empty previews, never a crash.
        if (typeof previews !== 'object' || previews === null) {
          throw new Error(`${url}: not a previews file`);
        }
        provided.set(pageKey, previews as PagePreviews);
        return previews as PagePreviews;
      })
      .finally(() => requests.delete(pageKey));
    requests.set(pageKey, request);
  }
  return requests.get(pageKey)!;
}
