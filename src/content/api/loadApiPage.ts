/** Server-only: the props of an API reference page, from the generated API data. */
import fs from 'node:fs';
import path from 'node:path';
import { NAVIGATION_TREES, type TreeId } from '../../navigation/trees';
import { toNavItems } from '../../navigation/toNavItems';
import { getPrevNext } from '../../navigation/routes';
import { tabParentRoute } from '../../navigation/apiRoutes';
import { activeEntryOf } from '../../navigation/activePage';
import { productIdentifierOf } from '../../products/productIdentifierOf';
import type { ApiItemData, ApiItemView, ApiPageData, ApiPageProps, ApiTab } from '../../api/types';
import { apiItemTables } from './apiTablesHtml';
import { buildPageHead } from '../../seo/pageHead';
import { buildApiOutline } from '../../api/apiOutline';
import { markdownPathOf } from '../../docs/markdownPath';
import { apiPageTitle } from '../../api/apiPageTitle';

export const API_DATA_FILE = path.join('.api-cache', 'api.json');

let pages: Record<string, ApiPageData> | undefined;

/** All generated API pages, by route. The build runs the generator first. */
export function getApiPages(): Record<string, ApiPageData> {
  if (!pages) {
    const file = path.join(process.cwd(), API_DATA_FILE);
    if (!fs.existsSync(file)) {
      throw new Error(`${API_DATA_FILE} is missing: run \`npm run generate:api\` (the build does).`);
    }
    pages = JSON.parse(fs.readFileSync(file, 'utf8')).pages as Record<string, ApiPageData>;
  }
  return pages;
}

/** The tabs of a Base UI component page: its demos and its generated API tabs. */
export function getTabs(route: string): ApiTab[] {
  const parent = tabParentRoute(route) ?? route;
  const tabs: ApiTab[] = [];
  for (const [suffix, label] of [
    ['components-api/', 'Components API'],
    ['hooks-api/', 'Hooks API'],
  ]) {
    if (getApiPages()[`${parent}${suffix}`]) {
      tabs.push({ label, route: `${parent}${suffix}` });
    }
  }
  return tabs.length > 0 ? [{ label: 'Demos', route: parent }, ...tabs] : [];
}

/** The API pages a documentation page links to (its front matter's `components`), with their bundle size where measured. */
export function apiLinksOf(treeId: TreeId, components: string[]): { name: string; route: string; gzip?: number }[] {
  const apiItems = Object.values(getApiPages())
    .filter((page) => page.treeId === treeId && !/-api\/$/.test(page.route))
    .flatMap((page) => page.items.map((item) => ({ item, route: page.route })));
  return components.flatMap((name) => {
    const found = apiItems.find(({ item }) => item.name === name);
    if (!found) {
      return [];
    }
    const gzip = found.item.kind === 'component' ? found.item.bundle?.path.gzip : undefined;
    return [{ name, route: found.route, ...(gzip ? { gzip } : {}) }];
  });
}

/** An item without its rows, which its page receives as HTML. */
function withoutRows(item: ApiItemData): ApiItemView {
  if (item.kind === 'hook') {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { parameters, returnValue, ...rest } = item;
    return rest;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { props, slots, classes, ...rest } = item;
  return rest;
}

export function loadApiPage(route: string): ApiPageProps {
  const page = getApiPages()[route];
  if (!page) {
    throw new Error(`No API page for ${route}`);
  }
  const activeEntry = activeEntryOf(NAVIGATION_TREES[page.treeId], route);
  const product = productIdentifierOf(route, page.treeId);
  const navigation = toNavItems(NAVIGATION_TREES[page.treeId]);
  const outline = buildApiOutline(page.items);
  return {
    kind: 'api',
    page: { ...page, items: page.items.map(withoutRows) },
    tables: page.items.map((item, index) => apiItemTables(item, outline.items[index])),
    outline,
    head: buildPageHead({
      title: apiPageTitle(page),
      description: page.description,
      route: page.route,
      product,
      activeEntry,
      markdown: markdownPathOf(page.route),
    }),
    activeRoute: activeEntry?.route ?? null,
    tabs: getTabs(route),
    product,
    navigation,
    ...getPrevNext(page.treeId, route),
  };
}
