/**
 * After `next build`: indexes the exported pages with Pagefind into out/pagefind/, and writes the
 * spelling vocabulary next to it (out/pagefind/vocabulary.json). Only the article of each page is
 * indexed (`data-pagefind-body` in src/docs/DocsPage.tsx and src/api/ApiPage.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import { NAVIGATION_TREES } from '../src/navigation/trees';
import { pageToTitle } from '../src/navigation/pageToTitle';
import { getApiPages } from '../src/content/api/loadApiPage';
import { buildVocabulary, headingTexts } from './lib/searchVocabulary';
import { directorySize, listExportedPages } from './lib/measure';
import type { DocsPage } from '../src/navigation/types';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'out');
export const SEARCH_INDEX_DIR = path.join(outDir, 'pagefind');

const UNUSED_FILE = /^pagefind-(?:[a-z]+-)?ui\.(?:js|css)$|^pagefind-highlight\.js$/;

/** Not indexed: build output, static files, the experiments tree (test copies of real pages) and the search page. */
const SKIPPED_FOLDERS = new Set(['_next', 'static', 'pagefind', 'experiments', 'search']);

/** A page's title and the words of its address's last segment: the search ranks both as its name ("theming"). */
function titlesOf(pages: DocsPage[]): string[] {
  return pages.flatMap((page) => {
    const slug = /^https?:/.test(page.pathname) ? '' : (page.pathname.split('/').filter(Boolean).pop() ?? '');
    return [pageToTitle(page), slug.replace(/-/g, ' '), ...titlesOf(page.children ?? [])];
  });
}

function apiNames(): string[] {
  return Object.values(getApiPages()).flatMap((page) =>
    page.items.flatMap((item) => [
      item.name,
      ...(item.kind === 'hook'
        ? [...item.parameters, ...item.returnValue].map((entry) => entry.name)
        : [...item.props.map((prop) => prop.name), ...item.slots.map((slot) => slot.name)]),
    ]),
  );
}

async function main() {
  const started = Date.now();
  const folders = fs
    .readdirSync(outDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name))
    .map((entry) => entry.name);
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) {
    throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  }
  fs.rmSync(SEARCH_INDEX_DIR, { recursive: true, force: true });
  const added = await index.addDirectory({ path: outDir, glob: `{${folders.join(',')}}/**/*.html` });
  if (added.errors.length > 0 || added.page_count === 0) {
    throw new Error(`Pagefind indexed ${added.page_count} pages: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath: SEARCH_INDEX_DIR });
  if (written.errors.length > 0) {
    throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  }
  await pagefind.close();
  // Pagefind's ready-made interfaces, which the site's own dialog replaces.
  for (const file of fs.readdirSync(SEARCH_INDEX_DIR)) {
    if (UNUSED_FILE.test(file)) {
      fs.rmSync(path.join(SEARCH_INDEX_DIR, file));
    }
  }

  const headings = listExportedPages(outDir)
    .filter((file) => folders.includes(path.relative(outDir, file).split(path.sep)[0]))
    .flatMap((file) => headingTexts(fs.readFileSync(file, 'utf8')));
  const vocabulary = buildVocabulary({ titles: [...Object.values(NAVIGATION_TREES).flatMap(titlesOf), ...headings], names: apiNames() });
  fs.writeFileSync(path.join(SEARCH_INDEX_DIR, 'vocabulary.json'), JSON.stringify({ words: vocabulary }));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const megabytes = (directorySize(SEARCH_INDEX_DIR) / 1e6).toFixed(2);
  console.log(
    `pagefind: ${added.page_count} pages, ${vocabulary.length} vocabulary words, ${megabytes} MB in out/pagefind/ (${seconds} s)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
