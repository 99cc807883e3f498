import { isGeneratedApiEntry } from './apiRoutes';
import { normalizePathname } from '../utils/helpers';
import { NAVIGATION_TREES, TREE_IDS, type TreeId } from './trees';
import { assertUniquePathnames, getLeaves, isExternalPathname } from './treeUtils';
import { pageToTitle } from './pageToTitle';
import type { PageLink } from './types';

export interface DocsRoute {
  /** The exported route, with its trailing slash: `/material-ui/react-button/`. */
  route: string;
  treeId: TreeId;
  title: string;
}

export function toRoute(pathname: string): string {
  const path = normalizePathname(pathname);
  return path === '/' ? '/' : `${path}/`;
}

/**
 * Every page written in Markdown that the navigation trees define, in tree order (the API pages
 * come from the API generator). Checks each tree for duplicate pathnames first, so a duplicate
 * fails the build.
 */
export function getDocsRoutes(): DocsRoute[] {
  const routes = new Map<string, DocsRoute>();
  for (const treeId of TREE_IDS) {
    assertUniquePathnames(NAVIGATION_TREES[treeId], treeId);
    for (const leaf of getLeaves(NAVIGATION_TREES[treeId])) {
      if (isExternalPathname(leaf.pathname) || isGeneratedApiEntry(treeId, leaf.pathname)) {
        continue;
      }
      const route = toRoute(leaf.pathname);
      if (!routes.has(route)) {
        routes.set(route, { route, treeId, title: pageToTitle(leaf) });
      }
    }
  }
  return [...routes.values()];
}

/** The previous and next pages of a route, following its tree's order (one stop per page). */
export function getPrevNext(treeId: TreeId, route: string): { prev: PageLink | null; next: PageLink | null } {
  const pages: PageLink[] = [];
  for (const leaf of getLeaves(NAVIGATION_TREES[treeId])) {
    if (!isExternalPathname(leaf.pathname)) {
      const leafRoute = toRoute(leaf.pathname);
      if (pages.at(-1)?.route !== leafRoute) {
        // A Base UI tab page holds several API entries: it is named after its tab.
        pages.push({
          title: /-api\/$/.test(leafRoute) ? (leafRoute.endsWith('hooks-api/') ? 'Hooks API' : 'Components API') : pageToTitle(leaf),
          route: leafRoute,
        });
      }
    }
  }
  const index = pages.findIndex((page) => page.route === route);
  const at = (i: number) => pages[i] ?? null;
  return index < 0 ? { prev: null, next: null } : { prev: at(index - 1), next: at(index + 1) };
}
