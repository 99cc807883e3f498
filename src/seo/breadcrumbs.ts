import type { NavItem } from '../navigation/types';

/** One step of a page's trail: a name and the route of the page it stands for. */
export interface Crumb {
  name: string;
  route: string;
}

/** The entries from the outermost group down to the entry linking to `route`, or null when no entry does. */
export function navigationChain(items: NavItem[], route: string): NavItem[] | null {
  for (const item of items) {
    if (item.href === route) {
      return [item];
    }
    const below = item.children ? navigationChain(item.children, route) : null;
    if (below) {
      return [item, ...below];
    }
  }
  return null;
}

interface TrailInput {
  /** The product (or, outside products, the site) the trail starts from. */
  root: Crumb;
  navigation: NavItem[];
  /** The sidebar entry of the page: a Base UI API tab has its component page's. */
  activeRoute: string;
  page: Crumb;
}

/**
 * The breadcrumb trail of a page: its product, the levels of its navigation chain that are pages
 * of this site, then the page. Groups and subheaders are not pages, so they are left out: a
 * breadcrumb without a URL makes search engines reject the whole trail.
 */
export function breadcrumbTrail({ root, navigation, activeRoute, page }: TrailInput): Crumb[] {
  const levels = (navigationChain(navigation, activeRoute) ?? [])
    .filter((item) => item.href && !item.external)
    .map((item) => ({ name: item.title, route: item.href!.replace(/#.*$/, '') }));
  const trail: Crumb[] = [root];
  for (const crumb of [...levels, page]) {
    // The product's first page stands for the product: one step, not two with the same URL.
    if (trail.at(-1)!.route !== crumb.route) {
      trail.push(crumb);
    }
  }
  return trail;
}

/** The trail as schema.org `BreadcrumbList` data, with absolute URLs. */
export function breadcrumbJsonLd(trail: Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.route}`,
    })),
  };
}
