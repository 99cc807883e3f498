import { SITE_NAME, getSiteOrigin } from '../config';
import { SITE_IDENTIFIER } from '../../data/products';
import { buildSeoTags, type SeoTags } from './seoTags';
import { breadcrumbJsonLd, breadcrumbTrail } from './breadcrumbs';
import { serializeJsonLd } from './jsonLd';
import type { PageLink, ProductIdentifier } from '../navigation/types';

export interface PageHeadInput {
  title: string;
  description: string;
  /** The page's route; null on the 404 page, which has no address of its own. */
  route: string | null;
  /** The product the page documents; the site's own pages have none. */
  product?: ProductIdentifier;
  /** The page's sidebar entry, the breadcrumb trail's step between the product and the page. */
  activeEntry?: PageLink | null;
  /** Keeps the page out of search engines (the offline and 404 pages). */
  noIndex?: boolean;
  /** The path of the page's Markdown export, announced as an alternate version. */
  markdown?: string;
}

/** A page's `<head>` as plain data, computed at export time and passed as a page prop. */
export interface PageHead extends SeoTags {
  noIndex: boolean;
  /** The BreadcrumbList JSON-LD, already escaped for a script element; null without a trail. */
  breadcrumbs: string | null;
}

/**
 * Title, description, canonical URL, link previews and breadcrumbs of a page. Runs in
 * getStaticProps, so none of this code ships to the browser.
 */
export function buildPageHead({
  title,
  description,
  route,
  product,
  activeEntry = null,
  noIndex = false,
  markdown,
}: PageHeadInput): PageHead {
  const origin = getSiteOrigin();
  const tags = buildSeoTags({
    title,
    owner: product?.name ?? SITE_NAME,
    siteName: SITE_NAME,
    description,
    route,
    origin,
    imageId: (product ?? SITE_IDENTIFIER).id,
    type: product ? 'article' : 'website',
    markdownPath: markdown,
  });
  const root = product ? { name: product.name, route: product.href } : { name: SITE_NAME, route: '/' };
  const trail = route === null ? [] : breadcrumbTrail({ root, activeEntry, page: { name: title, route } });
  return { ...tags, noIndex, breadcrumbs: trail.length > 0 ? serializeJsonLd(breadcrumbJsonLd(trail, origin)) : null };
}
