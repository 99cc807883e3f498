import { SOCIAL_IMAGE_SIZE, socialImagePath } from './socialImage';

export interface SeoInput {
  /** The page's name: its h1, or the front matter's `headTitle` where the h1 alone is ambiguous. */
  title: string;
  /** Whose page it is, after the title in the document title: a product, or the site. */
  owner: string;
  siteName: string;
  description: string;
  /** The page's route; null for the 404 page, which answers any unknown path. */
  route: string | null;
  origin: string;
  /** The product whose social image the page shares. */
  imageId: string;
  /** `article` for documentation, `website` for the site's own pages. */
  type: 'article' | 'website';
  /** The path of the page's Markdown export, for documentation pages. */
  markdownPath?: string;
}

/** A `<meta>` element: `name` for standard and Twitter tags, `property` for Open Graph. */
export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface SeoTags {
  title: string;
  description: string;
  canonical: string | null;
  /** The absolute URL of the page as Markdown (`<link rel="alternate" type="text/markdown">`). */
  markdownUrl: string | null;
  meta: MetaTag[];
}

/** `Button – Material UI`; the owner alone when the page is the owner's (the home page). */
export function documentTitle(title: string, owner: string): string {
  return title === owner ? title : `${title} – ${owner}`;
}

/** Everything a page tells machines about itself in its `<head>`, as data. */
export function buildSeoTags(input: SeoInput): SeoTags {
  const title = documentTitle(input.title, input.owner);
  const url = input.route === null ? null : `${input.origin}${input.route}`;
  const image = `${input.origin}${socialImagePath(input.imageId)}`;
  const og = (property: string, content: string): MetaTag => ({ property: `og:${property}`, content });
  const twitter = (name: string, content: string): MetaTag => ({ name: `twitter:${name}`, content });
  return {
    title,
    description: input.description,
    canonical: url,
    markdownUrl: input.markdownPath ? `${input.origin}${input.markdownPath}` : null,
    meta: [
      og('type', input.type),
      og('site_name', input.siteName),
      og('title', title),
      og('description', input.description),
      ...(url ? [og('url', url)] : []),
      og('image', image),
      og('image:type', 'image/png'),
      og('image:width', String(SOCIAL_IMAGE_SIZE.width)),
      og('image:height', String(SOCIAL_IMAGE_SIZE.height)),
      twitter('card', 'summary_large_image'),
      twitter('title', title),
      twitter('description', input.description),
      twitter('image', image),
    ],
  };
}
