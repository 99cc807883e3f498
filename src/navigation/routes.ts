import { isPendingApiRoute } from './apiRoutes';
import { normalizePathname } from '../utils/helpers';
import { NAVIGATION_TREES, TREE_IDS, type TreeId } from './trees';
import { assertUniquePathnames, getLeaves, isExternalPathname } from './treeUtils';
import { pageToTitle } from './pageToTitle';
import type { PageLink } from '../docs/types';

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
 * Every page the navigation trees define and the site exports, in tree order. Checks each tree
 * for duplicate pathnames first, so a duplicate fails the build.
 */
export function getDocsRoutes(): DocsRoute[] {
  const routes = new Map<string, DocsRoute>();
  for (const treeId of TREE_IDS) {
    assertUniquePathnames(NAVIGATION_TREES[treeId], treeId);
    for (const leaf of getLeaves(NAVIGATION_TREES[treeId])) {
      if (isExternalPathname(leaf.pathname) || isPendingApiRoute(leaf.pathname)) {
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

/** The previous and next pages of a route, following its tree's order. */
export function getPrevNext(treeId: TreeId, route: string): { prev: PageLink | null; next: PageLink | null } {
  const leaves = getLeaves(NAVIGATION_TREES[treeId]).filter(
    (leaf) => !isExternalPathname(leaf.pathname) && !isPendingApiRoute(leaf.pathname),
  );
  const index = leaves.findIndex((leaf) => toRoute(leaf.pathname) === route);
  const link = (i: number): PageLink | null =>
    i >= 0 && i < leaves.length ? { title: pageToTitle(leaves[i]), route: toRoute(leaves[i].pathname) } : null;
  return index < 0 ? { prev: null, next: null } : { prev: link(index - 1), next: link(index + 1) };
}
