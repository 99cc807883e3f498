import { normalizePathname } from '../utils/helpers';
import { tabParentRoute } from './apiRoutes';
import { pageToTitle } from './pageToTitle';
import { navHref } from './toNavItems';
import { getLeaves } from './treeUtils';
import type { DocsPage, PageLink } from './types';

/**
 * The first entry for `pathname` in tree order; groups never match. A `[docsTab]` part (the API
 * tabs of a page) is removed first, so a tab keeps its page's entry active.
 */
function findActivePage(pages: DocsPage[], pathname: string): DocsPage | null {
  const target = normalizePathname(normalizePathname(pathname).replace(/\/\[docsTab\](?=\/|$)/, ''));
  return getLeaves(pages).find((page) => normalizePathname(page.pathname) === target) ?? null;
}

/**
 * The entry of a page's tree that the sidebar marks as active and the breadcrumb trail passes
 * through, linked as the sidebar links it; null for a page the tree does not list. A Base UI API
 * tab page (`…/components-api/`, `…/hooks-api/`) is one of its component page's `[docsTab]` pages.
 */
export function activeEntryOf(pages: DocsPage[], route: string): PageLink | null {
  const tabParent = tabParentRoute(route);
  const activePage = findActivePage(pages, tabParent ? `${tabParent}[docsTab]` : route);
  return activePage ? { title: pageToTitle(activePage), route: navHref(activePage) } : null;
}
