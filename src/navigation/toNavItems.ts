import type { NavFlag, NavItem } from './types';
import { pageToTitle } from './pageToTitle';
import { toRoute } from './routes';
import { isExternalPathname } from './treeUtils';
import type { DocsPage } from './types';

const FLAGS: NavFlag[] = ['newFeature', 'planned', 'unstable', 'beta', 'legacy', 'deprecated'];

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
      // Base UI API entries point into a tab page at the item's section.
      const hash = page.pathname.includes('#') ? page.pathname.slice(page.pathname.indexOf('#')) : '';
      item.href = `${toRoute(page.pathname)}${hash}`;
    }
    return item;
  });
}
