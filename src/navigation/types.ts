/** One entry of a navigation tree (`data/<product>/pages.ts`). */
export interface DocsPage {
  /** A site path, or an absolute URL for an external link. Group entries carry a path that is not a page. */
  pathname: string;
  /** The text shown in the sidebar; derived from the pathname or subheader when absent. */
  title?: string;
  /** Renders the entry as a non-collapsible section header over its children. */
  subheader?: string;
  children?: DocsPage[];
  /** Name of the icon the sidebar shows before the entry. */
  icon?: string;
  /** Extra attributes for the link (analytics data attributes, for example). */
  linkProps?: Record<string, string>;
  deprecated?: boolean;
  newFeature?: boolean;
  planned?: boolean;
  /** Shown as "Preview". */
  unstable?: boolean;
  beta?: boolean;
  legacy?: boolean;
  plan?: 'pro' | 'premium';
}

export interface ProductVersion {
  text: string;
  href: string;
  current?: boolean;
}

/** What the app bar shows for the product a page belongs to. */
export interface ProductIdentifier {
  /** Names the product's generated files, such as its social image (`/static/social/<id>.png`). */
  id: string;
  name: string;
  /** Path of the product's logo image in `public/`. */
  logo: string;
  /** The logo as inline SVG markup (for generated images). */
  logoSvg: string;
  /** The product name drawn as an SVG wordmark. */
  wordmarkSvg: string;
  /** Where the product's documentation starts. */
  href: string;
  versions: ProductVersion[];
}

/** A sidebar entry as the page receives it: titles resolved, routes with their trailing slash. */
export interface NavItem {
  title: string;
  /** A site route or an absolute URL; empty for subheaders and groups. */
  href?: string;
  external?: boolean;
  /** A non-collapsible section header over its children. */
  subheader?: boolean;
  /** Stable key of a group, for remembering whether the reader opened it. */
  id?: string;
  flags?: NavFlag[];
  plan?: 'pro' | 'premium';
  linkProps?: Record<string, string>;
  children?: NavItem[];
}

export type NavFlag = 'newFeature' | 'planned' | 'unstable' | 'beta' | 'legacy' | 'deprecated';

export interface PageLink {
  title: string;
  route: string;
}
