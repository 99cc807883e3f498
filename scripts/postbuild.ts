/**
 * After `next build`: writes out/404.html (static hosts serve that file for unknown paths; Next
 * exports a 404 page with getStaticProps only as 404/index.html), a redirect page at every
 * address above a page that is none itself and at every moved address (data/movedPages.ts; both in out/_redirects), the page index the 404 page
 * suggests from, every page's Suspense boundaries in place (scripts/lib/inlineOutlinedBoundaries.ts)
 * and its own style sheets inlined in it (scripts/lib/inlineStylesheets.ts), its scripts asked for
 * once it has painted (scripts/lib/deferFirstLoadScripts.ts), its prose and its sidebar's tree out of
 * its embedded data (scripts/lib/proseOnce.ts, scripts/lib/navigationFiles.ts), every script chunk marked for V8 to
 * compile as it loads (scripts/lib/compileHints.ts), every page's
 * Content-Security-Policy and out/_headers, out/sitemap.xml (every
 * exported page but the experiments tree, with its language versions), the `Sitemap:` line of
 * out/robots.txt, and each documentation page's Markdown export (`<route>/index.md`) and out/llms.txt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getSitemapRoutes, sitemapXml } from './lib/sitemap';
import { getSiteOrigin } from '../src/config';
import { MOVED_PAGES } from '../data/movedPages';
import { robotsWithSitemap } from './lib/robotsTxt';
import { writeMarkdownExports } from './lib/markdownExports';
import { listRedirectPages, writeRedirectPages } from './lib/redirectPages';
import { listExportedPages } from './lib/measure';
import { secureExportedPages, serializePolicy } from './lib/contentSecurityPolicy';
import { inlineStylesheets } from './lib/inlineStylesheets';
import { inlineOutlinedBoundaries } from './lib/inlineOutlinedBoundaries';
import { deferFirstLoadScripts } from './lib/deferFirstLoadScripts';
import { hintScriptChunks } from './lib/compileHints';
import { dropProseFromPageData } from './lib/proseOnce';
import { moveNavigationToFile, NAVIGATION_FILES_PATH } from './lib/navigationFiles';
import { MATERIAL_THEME_STYLESHEET } from '../src/demos/materialThemeStyleSheet';
import { JOY_THEME_STYLESHEET } from '../src/demos/joyThemeStyleSheet';
import { PAGE_FONTS } from '../src/fonts/selfHostedFonts';
import { formatHeadersFile, HEADERS_FILE, siteHeaderRules } from './lib/headersFile';
import { listDocumentationPages } from './lib/documentationPages';
import { getDocsRoutes } from '../src/navigation/routes';
import { getApiPages } from '../src/content/api/loadApiPage';
import { adSettingsFromEnvironment } from '../src/ads/adConfig';
import { measurementIdFromEnvironment } from '../src/analytics/tagSetup';
import { PAGE_INDEX_URL, type PageIndexEntry } from '../src/notFound/suggestPages';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'out');
const notFoundPage = path.join(outDir, '404', 'index.html');
if (!fs.existsSync(path.join(outDir, '404.html')) && fs.existsSync(notFoundPage)) {
  fs.copyFileSync(notFoundPage, path.join(outDir, '404.html'));
}

const redirects = writeRedirectPages(
  outDir,
  [...getDocsRoutes().map(({ route }) => route), ...Object.keys(getApiPages())],
  getSiteOrigin(),
  MOVED_PAGES,
);
console.log(`Redirect pages: ${redirects.size} addresses lead to the first page under them or to where their page moved`);

// The experiments are test copies: the 404 page never suggests them.
const pageIndex = listDocumentationPages(root)
  .filter((page) => page.treeId !== 'docs-infra')
  .map((page): PageIndexEntry => [page.route, page.title, page.product]);
fs.writeFileSync(path.join(outDir, PAGE_INDEX_URL), JSON.stringify(pageIndex));

// The demo themes' and web fonts' sheets, which StaticSheet links only where a page does not hold them (src/components/StaticSheet.tsx).
const INLINED_REACT_SHEETS = [
  MATERIAL_THEME_STYLESHEET,
  JOY_THEME_STYLESHEET,
  ...Object.values(PAGE_FONTS).flatMap(({ stylesheet }) => (stylesheet ? [stylesheet] : [])),
];
// Read once per sheet: every page shares most of them.
const sheetTexts = new Map<string, string | null>();
const readSheet = (href: string): string | null => {
  if (!sheetTexts.has(href)) {
    const file = path.join(outDir, href);
    const known = href.startsWith('/_next/static/') || INLINED_REACT_SHEETS.includes(href);
    sheetTexts.set(href, known && !href.includes('..') && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
  }
  return sheetTexts.get(href)!;
};
let inlinedSheets = 0;
let inlinedBoundaries = 0;
let deferredScripts = 0;
let droppedProse = 0;
const navigationFiles = new Map<string, string>();
for (const file of listExportedPages(outDir)) {
  const exported = fs.readFileSync(file, 'utf8');
  let boundaries;
  try {
    boundaries = inlineOutlinedBoundaries(exported);
  } catch (error) {
    throw new Error(`${path.relative(outDir, file)}: ${(error as Error).message}`);
  }
  const inlined = inlineStylesheets(boundaries.html, readSheet, INLINED_REACT_SHEETS);
  const scripts = deferFirstLoadScripts(inlined.html);
  const prose = dropProseFromPageData(scripts.html);
  const navigation = moveNavigationToFile(prose.html);
  if (navigation.html !== exported) {
    fs.writeFileSync(file, navigation.html);
  }
  droppedProse += prose.dropped;
  if (navigation.file) {
    navigationFiles.set(navigation.file.url, navigation.file.json);
  }
  inlinedSheets += inlined.inlined;
  inlinedBoundaries += boundaries.inlined;
  deferredScripts += scripts.deferred;
}
console.log(
  `Pages: ${inlinedBoundaries} outlined Suspense boundaries put back in place; ${inlinedSheets} style sheet links inlined (${sheetTexts.size} sheets); ${deferredScripts} scripts asked for after the first paint; ${(droppedProse / 1e6).toFixed(1)} MB of prose and API tables left out of the pages' embedded data (the documents hold them)`,
);
fs.mkdirSync(path.join(outDir, NAVIGATION_FILES_PATH), { recursive: true });
for (const [url, json] of navigationFiles) {
  fs.writeFileSync(path.join(outDir, url), json);
}
console.log(`Navigation: ${navigationFiles.size} sidebar trees in files of their own, out of the pages' embedded data`);
console.log(`Script chunks: ${hintScriptChunks(outDir)} compiled by V8 as they load`);

const { networkScriptUrl, feedUrl } = adSettingsFromEnvironment();
const sitePolicy = secureExportedPages([...listExportedPages(outDir), ...listRedirectPages(outDir)], {
  networkScriptUrl,
  feedUrl,
  measurementId: measurementIdFromEnvironment(),
});
fs.writeFileSync(path.join(outDir, HEADERS_FILE), formatHeadersFile(siteHeaderRules(serializePolicy(sitePolicy, { header: true }))));
console.log(
  `Content-Security-Policy: ${sitePolicy.get('script-src')!.filter((source) => source.startsWith("'sha256-")).length} inline-script hashes`,
);
const routes = getSitemapRoutes(outDir);
fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(routes, getSiteOrigin()));
console.log(`sitemap.xml: ${routes.length} pages`);

const robotsFile = path.join(outDir, 'robots.txt');
fs.writeFileSync(robotsFile, robotsWithSitemap(fs.readFileSync(robotsFile, 'utf8'), `${getSiteOrigin()}/sitemap.xml`));

const exported = writeMarkdownExports(root, outDir, getSiteOrigin());
console.log(`Markdown exports: ${exported.pages} pages; llms.txt: ${(exported.llmsBytes / 1000).toFixed(0)} kB`);
