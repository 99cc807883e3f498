import type { PageLink } from '../navigation/types';

/** One step of a page's trail: a name and the route of the page it stands for. */
export interface Crumb {
  name: string;
  route: string;
}

interface TrailInput {
  /** The product (or, outside products, the site) the trail starts from. */
  root: Crumb;
  /** The page's sidebar entry (a Base UI API tab has its component page's); null outside the navigation. */
  activeEntry: PageLink | null;
  page: Crumb;
}

/**
 * The breadcrumb trail of a page: its product, its sidebar entry, then the page. The groups and
 * subheaders above the entry are not pages, so they are left out: a breadcrumb without a URL
 * makes search engines reject the whole trail.
 */
export function breadcrumbTrail({ root, activeEntry, page }: TrailInput): Crumb[] {
  const entry = activeEntry ? [{ name: activeEntry.title, route: activeEntry.route.replace(/#.*$/, '') }] : [];
  const trail: Crumb[] = [root];
  for (const crumb of [...entry, page]) {
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
