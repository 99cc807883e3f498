import type { NavItem } from './types';
import { fetchJson } from '../utils/fetchJson';

const requests = new Map<string, Promise<NavItem[]>>();

/**
 * The sidebar's tree from the file the build put it in (scripts/lib/navigationFiles.ts), fetched
 * once per file for all the product's pages. If it cannot be had (offline, never fetched before),
 * the promise never settles: the sidebar then stays the server's HTML, its links plain links.
 */
export function loadNavigationFile(url: string): Promise<NavItem[]> {
  if (!requests.has(url)) {
    requests.set(
      url,
      fetchJson(url)
        .then((tree) => {
          if (!Array.isArray(tree)) {
            throw new Error('not a navigation tree');
          }
          return tree as NavItem[];
        })
        .catch((error: unknown) => {
          console.warn(`The sidebar's tree (${url}) could not load; its links work as plain links.`, error);
          requests.delete(url);
          return new Promise<NavItem[]>(() => {});
        }),
    );
  }
  return requests.get(url)!;
}
