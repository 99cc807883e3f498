/**
 * The sidebar's tree is the same on every page of a product, about 20 kB of JSON (3.7 kB gzip), and
 * each page's embedded data carried it, besides the part of it the page's HTML shows. The exported
 * page's embedded data now names a file that holds the tree (`navigationFile`), one per distinct
 * tree, named by its content, which the browser fetches once for all the product's pages, when the
 * sidebar hydrates (src/navigation/SideNav.tsx). The page's data file, which a client-side
 * navigation fetches, keeps the tree.
 */
import crypto from 'node:crypto';
import { editPageProps } from './pageData';

/** Where in the exported site the tree files go. */
export const NAVIGATION_FILES_PATH = '/static/navigation';

export interface NavigationFile {
  url: string;
  json: string;
}

/** Moves a page's tree out of its embedded data; `file` is what to write at `url` (the same for the same tree). */
export function moveNavigationToFile(page: string): { html: string; file: NavigationFile | null } {
  let file: NavigationFile | null = null;
  const html = editPageProps(page, (pageProps) => {
    if (!Array.isArray(pageProps.navigation) || pageProps.navigation.length === 0) {
      return false;
    }
    const json = JSON.stringify(pageProps.navigation);
    const name = crypto.createHash('sha256').update(json).digest('hex').slice(0, 16);
    file = { url: `${NAVIGATION_FILES_PATH}/${name}.json`, json };
    pageProps.navigation = [];
    pageProps.navigationFile = file.url;
    return true;
  });
  return { html, file };
}
