import type { NavItem, PageLink, ProductIdentifier } from '../navigation/types';
import type { DemoData } from '../demos/types';
import type { PlaygroundData } from '../playground/types';
import type { PageFont } from '../fonts/selfHostedFonts';
import type { DemoLibrary } from '../demos/types';
import type { PageHead } from '../seo/pageHead';
import type { ToolName } from '../tools/toolInfo';

/**
 * A part of a page: rendered Markdown, the name of a demo to show there, the component whose prop
 * playground goes there, or one of the site's tools.
 */
/** A part of a page's body: HTML, or an island (a demo, framed when `iframe` gives its frame's height). */
export type MarkdownSegment =
  { html: string } | { demo: string; iframe?: number } | { playground: string } | { tool: ToolName } | { cssVars: string };

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
  /** Entries listed under this one in a group that opens and closes (an API page's props, slots, classes). */
  children?: { id: string; text: string }[];
}

export interface LastUpdated {
  /** ISO 8601, for the <time> element. */
  iso: string;
  /** As the page shows it, formatted at build time. */
  text: string;
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
  /** In the exported page's embedded data, the prose segments' HTML is empty: the document holds it (scripts/lib/proseOnce.ts). */
  segments: MarkdownSegment[];
  /** The page's key in the islands' map (.generated/islands/): its folder under data/. */
  islandPage: string;
  demos: DemoData[];
  playgrounds: PlaygroundData[];
  tools: ToolName[];
  /** The CSS variables playgrounds the page embeds, by the name of their .vars.tsx module. */
  cssVars: string[];
  /** The library whose default theme the page's demos and playgrounds render in (its product's). */
  demoLibrary: DemoLibrary;
  /** Web fonts the page's demos use (front matter `fonts`; Roboto by default on a page with demos). */
  fonts: PageFont[];
  toc: TocEntry[];
  editUrl: string;
  /** The last commit that touched the page's folder, where the build had the history to tell. */
  lastUpdated: LastUpdated | null;
  product: ProductIdentifier;
  /** Empty in the exported page's embedded data, which names the file holding it instead (scripts/lib/navigationFiles.ts). */
  navigation: NavItem[];
  navigationFile?: string;
  /** The sidebar entry to mark; null when the tree does not list the page. */
  activeRoute: string | null;
  prev: PageLink | null;
  next: PageLink | null;
}
