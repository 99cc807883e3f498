import path from 'node:path';
import { listExportedPages } from './measure';
import { getDocsRoutes } from '../../src/navigation/routes';
import { DEFAULT_LANGUAGE, LANGUAGES, isExcludedFromLanguagePages, pathnameToLanguage } from '../../src/utils/helpers';

/** The site's own pages that are `noindex`: the 404 page, the offline page and the search results page. */
export const UNLISTED_ROUTES: readonly string[] = ['/404/', '/offline/', '/search/'];

/** Routes of the exported pages a search engine should index: all but the unlisted pages and the experiments. */
export function getSitemapRoutes(outDir: string): string[] {
  const experiments = new Set(
    getDocsRoutes()
      .filter((entry) => entry.treeId === 'docs-infra')
      .map((entry) => entry.route),
  );
  return listExportedPages(outDir)
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => `/${path.relative(outDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/'))
    .filter((route) => !UNLISTED_ROUTES.includes(route) && !route.startsWith('/experiments/') && !experiments.has(route))
    .sort();
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A page's address in one language: the default language's has no prefix. */
function languageRoute(language: string, route: string): string {
  return language === DEFAULT_LANGUAGE ? route : `/${language}${route}`;
}

/**
 * sitemap.xml: every route, and for a page published in the site's languages its version in
 * each of them (`hreflang` alternates, itself included as search engines ask); a page in one
 * language only has none.
 */
export function sitemapXml(routes: string[], origin: string): string {
  const entries = routes.map((route) => {
    const { canonicalAs } = pathnameToLanguage(route);
    const alternates = isExcludedFromLanguagePages(canonicalAs)
      ? []
      : LANGUAGES.map(
          (language) =>
            `<xhtml:link rel="alternate" hreflang="${language}" href="${escape(`${origin}${languageRoute(language, canonicalAs)}`)}"/>`,
        );
    return `  <url><loc>${escape(`${origin}${route}`)}</loc>${alternates.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
