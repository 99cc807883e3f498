import type { ProductIdentifier } from '../navigation/types';
import type { DemoData } from '../demos/types';
import type { PageFont } from '../fonts/selfHostedFonts';
import type { PageHead } from '../seo/pageHead';

/** A part of a page: rendered Markdown, the name of a demo to show there, or the component whose prop playground goes there. */
export type MarkdownSegment = { html: string } | { demo: string } | { playground: string };

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
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

export interface DocsPageProps {
  kind: 'docs';
  route: string;
  /** API pages of the components the page covers, with their bundle size where measured. */
  apiLinks: { name: string; route: string; gzip?: number }[];
  /** Demos and API tabs of a Base UI component page; empty elsewhere. */
  tabs: { label: string; route: string }[];
  title: string;
  /** Head tags, built at export time; named by the front matter's `headTitle`, else the title. */
  head: PageHead;
  description: string;
  segments: MarkdownSegment[];
  demos: DemoData[];
  /** Web fonts the page's demos use (front matter `fonts`; Roboto by default on a page with demos). */
  fonts: PageFont[];
  toc: TocEntry[];
  editUrl: string;
  product: ProductIdentifier;
  navigation: NavItem[];
  prev: PageLink | null;
  next: PageLink | null;
}
