/** Languages the site is published in; the first is the default and has no path prefix. */
export const LANGUAGES = ['en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Paths that exist in one language only, so they get no language variants. */
export function isExcludedFromLanguagePages(pathname: string): boolean {
  return /^\/blog(\/|$)/.test(pathname) || /^\/size-snapshot(\/|$)/.test(pathname);
}

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export interface PathnameLanguage {
  userLanguage: Language;
  /** The path without its language prefix, query and hash kept. */
  canonicalAs: string;
  /** As `canonicalAs`, without the hash (which a server never sees). */
  canonicalAsServer: string;
  /** The page's path: no prefix, query, hash or trailing slash; `/api/…` becomes `/api-docs/…`. */
  canonicalPathname: string;
}

export function pathnameToLanguage(pathname: string): PathnameLanguage {
  const match = /^\/([a-z]{2})(?=\/|$|[?#])/.exec(pathname);
  let userLanguage: Language = DEFAULT_LANGUAGE;
  let canonicalAs = pathname;
  if (match && isLanguage(match[1])) {
    userLanguage = match[1];
    canonicalAs = pathname.slice(3);
    if (!canonicalAs.startsWith('/')) {
      canonicalAs = `/${canonicalAs}`;
    }
  }
  const canonicalAsServer = canonicalAs.replace(/#.*$/, '');
  const withoutQuery = canonicalAsServer.replace(/\?.*$/, '');
  const canonicalPathname = withoutQuery.replace(/^\/api(?=\/|$)/, '/api-docs').replace(/(.)\/+$/, '$1') || '/';
  return { userLanguage, canonicalAs, canonicalAsServer, canonicalPathname };
}

export type ProductCategoryId = 'core' | 'x' | 'toolpad';

export interface ProductInfo {
  productId: string | null;
  productCategoryId: ProductCategoryId | null;
}

const CORE_PRODUCTS = new Set(['material-ui', 'joy-ui', 'base-ui', 'system']);
const GENERAL_DOCS_FOLDERS = new Set(['docs', 'versions', 'production-error']);

/** Which product (and product family) a URL belongs to, from its first path segment. */
export function getProductInfoFromUrl(asPath: string): ProductInfo {
  const { canonicalPathname } = pathnameToLanguage(asPath);
  const [first = '', second = ''] = canonicalPathname.split('/').filter(Boolean);
  if (canonicalPathname.startsWith('/experiments/docs/') || canonicalPathname === '/experiments/docs') {
    return { productId: 'docs-infra', productCategoryId: 'core' };
  }
  if (CORE_PRODUCTS.has(first)) {
    return { productId: first, productCategoryId: 'core' };
  }
  if (first === 'x') {
    const name = /^react-(.+)$/.exec(second)?.[1];
    return { productId: name ? `x-${name}` : null, productCategoryId: 'x' };
  }
  if (first === 'toolpad') {
    return { productId: second === 'studio' ? 'toolpad-studio' : 'toolpad-core', productCategoryId: 'toolpad' };
  }
  if (GENERAL_DOCS_FOLDERS.has(first)) {
    return { productId: 'docs', productCategoryId: 'core' };
  }
  return { productId: null, productCategoryId: null };
}

/** A tree path without its trailing slash or hash, for comparing entries with routes. */
export function normalizePathname(pathname: string): string {
  return pathname.replace(/#.*$/, '').replace(/(.)\/+$/, '$1');
}
