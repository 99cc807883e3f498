import type { NavFlag, NavItem } from './types';
import { pageToTitle } from './pageToTitle';
import { toRoute } from './routes';
import { isExternalPathname } from './treeUtils';
import type { DocsPage } from './types';

const FLAGS: NavFlag[] = ['newFeature', 'planned', 'unstable', 'beta', 'legacy', 'deprecated'];

/** Where the sidebar links a page entry: its route, with the section of a Base UI API entry (which points into a tab page). */
export function navHref(page: DocsPage): string {
  const hash = page.pathname.includes('#') ? page.pathname.slice(page.pathname.indexOf('#')) : '';
  return `${toRoute(page.pathname)}${hash}`;
}

/** The sidebar's view of a tree: resolved titles and routes, only the fields it renders. */
export function toNavItems(pages: DocsPage[]): NavItem[] {
  return pages.map((page) => {
    const item: NavItem = { title: pageToTitle(page) };
    const flags = FLAGS.filter((flag) => page[flag]);
    if (flags.length > 0) {
      item.flags = flags;
    }
    if (page.plan) {
      item.plan = page.plan;
    }
    if (page.linkProps) {
      item.linkProps = page.linkProps;
    }
    if (page.children) {
      item.id = page.subheader ?? page.pathname;
      if (page.subheader) {
        item.subheader = true;
      }
      item.children = toNavItems(page.children);
    } else if (isExternalPathname(page.pathname)) {
      item.href = page.pathname;
      item.external = true;
    } else {
      item.href = navHref(page);
    }
    return item;
  });
}
