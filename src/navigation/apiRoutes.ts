import type { TreeId } from './trees';

/**
 * API reference entries of the navigation: `/…/api/<name>` pages and the MUI Base tabs
 * (`/base-ui/react-x/components-api/#x`, `…/hooks-api/…`).
 */
export function isApiPathname(pathname: string): boolean {
  return /\/api\/./.test(pathname) || /\/(components|hooks)-api(\/|#|$)/.test(pathname);
}

/** Trees whose API entries are generated from the installed packages (the others are Markdown). */
export const GENERATED_API_TREES: readonly TreeId[] = ['material', 'joy', 'system', 'base'];

/** An entry whose page the API generator writes rather than a Markdown file. */
export function isGeneratedApiEntry(treeId: TreeId, pathname: string): boolean {
  return GENERATED_API_TREES.includes(treeId) && isApiPathname(pathname);
}

/** `/base-ui/react-button/components-api/` → `/base-ui/react-button/`: the page a tab belongs to. */
export function tabParentRoute(route: string): string | null {
  const match = /^(.*\/)(components|hooks)-api\/$/.exec(route);
  return match ? match[1] : null;
}
