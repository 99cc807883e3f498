/**
 * What the 404 page offers: the pages whose address or title is closest to the address typed
 * (`/material-ui/react-buton/` offers Button first). The page list is `PAGE_INDEX_URL`, written
 * at build time and fetched by the 404 page only.
 */
import { editDistance } from '../utils/editDistance';

export const PAGE_INDEX_URL = '/static/page-index.json';

/** A page: its route, its title and its product's name. */
export type PageIndexEntry = [route: string, title: string, product: string];

export const MAX_SUGGESTIONS = 5;
/** Farther than this (edits per letter) is not a plausible typo of the page. */
const MAX_DISTANCE = 0.4;
/** Added for a page of another product than the address names. */
const OTHER_PRODUCT_PENALTY = 0.15;
/** An address of any length is compared by its first characters only. */
const MAX_ADDRESS_LENGTH = 200;

/** The entries of a fetched page index that have the right shape; anything else is dropped. */
export function toPageIndex(data: unknown): PageIndexEntry[] {
  if (!Array.isArray(data)) {
    return [];
  }
  return data.filter(
    (entry): entry is PageIndexEntry =>
      Array.isArray(entry) && entry.length === 3 && entry.every((part) => typeof part === 'string') && entry[0].startsWith('/'),
  );
}

function segmentsOf(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is compared as typed.
  }
  return decoded
    .slice(0, MAX_ADDRESS_LENGTH)
    .toLowerCase()
    .replace(/(?:index)?\.html?$/, '')
    .split('/')
    .filter(Boolean);
}

/** A page's name in its address: the last segment without the `react-` every component page has. */
const nameOf = (segment: string) => segment.replace(/^react-/, '');
const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Edits per letter between what was typed and a name, 0 for the same; a name the typing begins counts as close. */
function distance(typed: string, name: string): number {
  if (!typed || !name) {
    return 1;
  }
  if (typed.length >= 3 && name.startsWith(typed)) {
    return 0.1 * (1 - typed.length / name.length);
  }
  return editDistance(typed, name) / Math.max(typed.length, name.length);
}

/** Up to five pages for a mistyped address, the closest first. */
export function suggestPages(pathname: string, index: PageIndexEntry[]): PageIndexEntry[] {
  const typed = segmentsOf(pathname);
  if (typed.length === 0) {
    return [];
  }
  const typedName = nameOf(typed.at(-1)!);
  const typedPath = typed.join('/');
  const scored = index.flatMap((entry) => {
    const segments = segmentsOf(entry[0]);
    const name = nameOf(segments.at(-1) ?? '');
    const closeness = Math.min(distance(typedName, name), distance(letters(typedName), letters(entry[1])));
    if (closeness > MAX_DISTANCE) {
      return [];
    }
    const product = typed.length > 1 && segments[0] !== typed[0] ? OTHER_PRODUCT_PENALTY : 0;
    // Between equally close names, the page whose whole address is closer wins (Button before Button API).
    const pathDistance = editDistance(typedPath, segments.join('/'));
    return [{ entry, score: closeness + product, pathDistance }];
  });
  return scored
    .sort((a, b) => a.score - b.score || a.pathDistance - b.pathDistance)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ entry }) => entry);
}
