import Head from 'next/head';
import { SITE_NAME, getSiteOrigin } from '../config';
import { SITE_IDENTIFIER } from '../../data/products';
import { buildSeoTags } from '../seo/seoTags';
import { breadcrumbJsonLd, breadcrumbTrail } from '../seo/breadcrumbs';
import { serializeJsonLd } from '../seo/jsonLd';
import type { ProductIdentifier } from '../navigation/types';
import type { NavItem } from '../docs/types';

interface SeoHeadProps {
  title: string;
  description: string;
  /** The page's route; null on the 404 page, which has no address of its own. */
  route: string | null;
  /** The product the page documents; the site's own pages have none. */
  product?: ProductIdentifier;
  /** The product's navigation, for the breadcrumb trail (outside products: the home page, then the page). */
  navigation?: NavItem[];
  /** The page's sidebar entry when it is not the page's own (an API tab's component page). */
  activeRoute?: string;
  /** Keeps the page out of search engines (the offline and 404 pages). */
  noIndex?: boolean;
  /** The path of the page's Markdown export, announced as an alternate version. */
  markdown?: string;
}

/** The `<head>` tags of every page: title, description, canonical URL, link previews, breadcrumbs. */
export default function SeoHead({
  title,
  description,
  route,
  product,
  navigation = [],
  activeRoute,
  noIndex = false,
  markdown,
}: SeoHeadProps) {
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
  const trail =
    route === null ? [] : breadcrumbTrail({ root, navigation, activeRoute: activeRoute ?? route, page: { name: title, route } });
  return (
    <Head>
      <title>{tags.title}</title>
      <meta name="description" content={tags.description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {tags.canonical ? <link rel="canonical" href={tags.canonical} /> : null}
      {tags.markdownUrl ? <link rel="alternate" type="text/markdown" href={tags.markdownUrl} /> : null}
      {tags.meta.map((tag) => (
        <meta key={tag.property ?? tag.name} {...tag} />
      ))}
      {trail.length > 0 ? (
        <script
          key="breadcrumbs"
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd(trail, origin)) }}
        />
      ) : null}
    </Head>
  );
}
