import { NAVIGATION_TREES, type TreeId } from '../../src/navigation/trees';
import { getLeaves } from '../../src/navigation/treeUtils';
import { isApiPathname } from '../../src/navigation/apiRoutes';
import { pageToTitle } from '../../src/navigation/pageToTitle';
import { toRoute } from '../../src/navigation/routes';

/** Packages that hold each product's API, searched in order. */
export const API_PACKAGES: Partial<Record<TreeId, string[]>> = {
  material: ['@mui/material', '@mui/lab'],
  joy: ['@mui/joy'],
  system: ['@mui/system'],
  base: ['@mui/base'],
};

export interface ApiEntry {
  treeId: TreeId;
  /** Component or hook name, as exported. */
  name: string;
  kind: 'component' | 'hook';
  /** The page that documents it (a Base UI tab page holds several). */
  route: string;
  /** Anchor of its section on a tab page. */
  anchor?: string;
}

/** Every API entry the navigation lists for the products whose packages are installed. */
export function getApiEntries(): ApiEntry[] {
  const entries: ApiEntry[] = [];
  for (const treeId of Object.keys(API_PACKAGES) as TreeId[]) {
    for (const leaf of getLeaves(NAVIGATION_TREES[treeId])) {
      if (!isApiPathname(leaf.pathname)) {
        continue;
      }
      const name = pageToTitle(leaf);
      const [pathPart, anchor] = leaf.pathname.split('#');
      entries.push({
        treeId,
        name,
        kind: /^use[A-Z]/.test(name) ? 'hook' : 'component',
        route: toRoute(pathPart),
        ...(anchor ? { anchor } : {}),
      });
    }
  }
  return entries;
}
