import type { NavItem, PageLink, ProductIdentifier } from '../navigation/types';
import type { PageHead } from '../seo/pageHead';
import type { ApiPageOutline } from './apiAnchors';

/** API reference data, generated at build time from the installed packages (scripts/generate-api.ts). */
export interface ApiPropData {
  name: string;
  type: string;
  default?: string;
  required: boolean;
  descriptionHtml: string;
  /** The deprecation message, rendered from its Markdown. */
  deprecatedHtml?: string;
}

export interface BundleSize {
  minified: number;
  gzip: number;
}

export interface ApiComponentData {
  kind: 'component';
  name: string;
  /** Section anchor on a page that documents several (Base UI tabs). */
  anchor?: string;
  pkg: string;
  importPath: string;
  summaryHtml: string;
  props: ApiPropData[];
  inherits?: { name: string; route?: string };
  slots: { name: string; default?: string; descriptionHtml: string }[];
  classes: { key: string; className: string; descriptionHtml: string }[];
  themeKey?: string;
  forwardsRef: boolean;
  rootElement?: string;
  overridable: boolean;
  demos: { title: string; route: string }[];
  bundle?: { path: BundleSize; named: BundleSize };
  changesSinceV6?: { added: string[]; removed: string[]; deprecated: string[] };
}

export interface ApiHookData {
  kind: 'hook';
  name: string;
  anchor?: string;
  pkg: string;
  importPath: string;
  summaryHtml: string;
  parameters: ApiPropData[];
  returnValue: ApiPropData[];
  demos: { title: string; route: string }[];
}

export type ApiItemData = ApiComponentData | ApiHookData;

export interface ApiPageData {
  route: string;
  treeId: 'material' | 'joy' | 'system' | 'base';
  title: string;
  description: string;
  items: ApiItemData[];
}

/** A tab of a Base UI component page: its demos or one of its generated API pages. */
export interface ApiTab {
  label: string;
  route: string;
}

/** An item's tables as HTML, written at export (src/content/api/apiTablesHtml.ts); a table with no row is absent. */
export interface ApiItemTables {
  props?: string;
  slots?: string;
  classes?: string;
  parameters?: string;
  returnValue?: string;
}

/** An item as its page receives it: its rows come as HTML, in the page's `tables`. */
export type ApiItemView = Omit<ApiComponentData, 'props' | 'slots' | 'classes'> | Omit<ApiHookData, 'parameters' | 'returnValue'>;

/** The props of an API reference page (built by src/content/api/loadApiPage.ts). */
export interface ApiPageProps {
  kind: 'api';
  page: Omit<ApiPageData, 'items'> & { items: ApiItemView[] };
  /** The tables of each item, in the order of `page.items`. */
  tables: ApiItemTables[];
  /** The ids of headings and rows, and the table of contents, built at export time. */
  outline: ApiPageOutline;
  /** Head tags, built at export time. */
  head: PageHead;
  /** The sidebar entry to mark (a tab keeps its component page's); null when the tree does not list the page. */
  activeRoute: string | null;
  tabs: ApiTab[];
  product: ProductIdentifier;
  /** Empty in the exported page's embedded data, which names the file holding it instead (scripts/lib/navigationFiles.ts). */
  navigation: NavItem[];
  navigationFile?: string;
  prev: PageLink | null;
  next: PageLink | null;
}
