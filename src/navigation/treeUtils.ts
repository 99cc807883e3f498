import { isApiPathname } from './apiRoutes';
import type { DocsPage } from './types';

export function isExternalPathname(pathname: string): boolean {
  return /^https?:\/\//.test(pathname);
}

/** The entries without children, in sidebar order. */
export function getLeaves(pages: DocsPage[]): DocsPage[] {
  return pages.flatMap((page) => (page.children ? getLeaves(page.children) : [page]));
}

/** Throws on a pathname that appears twice in one tree; API entries may repeat. */
export function assertUniquePathnames(pages: DocsPage[], treeName: string): void {
  const seen = new Set<string>();
  const visit = (entries: DocsPage[]) => {
    for (const page of entries) {
      if (!isApiPathname(page.pathname)) {
        if (seen.has(page.pathname)) {
          throw new Error(`Duplicate pathname in the ${treeName} navigation tree: ${page.pathname}`);
        }
        seen.add(page.pathname);
      }
      if (page.children) {
        visit(page.children);
      }
    }
  };
  visit(pages);
}
