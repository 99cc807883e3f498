/**
 * `npm run bench:search`: what search costs a reader, measured in Chromium on the built site.
 * Prints the requests under /pagefind/ of a page load without search (none expected), the bytes a
 * first search downloads (opening the dialog and typing one query), and the median time from the
 * last keystroke to the results on screen over 20 queries (the dialog's debounce included).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from './lib/chromium';
import { startStaticServer } from './lib/staticServer';
import { directorySize, gzipSize, kB } from './lib/measure';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'out');
const PAGE = '/material-ui/getting-started/installation/';
const FIRST_QUERY = 'button';
const QUERIES = [
  'autocomplete',
  'text field',
  'dialog',
  'select',
  'slider',
  'checkbox',
  'tooltip',
  'snackbar',
  'tabs',
  'dark mode',
  'server rendering',
  'theming',
  'typography',
  'palette',
  'breakpoints',
  'disableElevation',
  'drawer',
  'menu',
  'table',
  'grid',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Types the query and resolves with the milliseconds from its last keystroke to the rendered answer. */
async function timeQuery(page: Page, query: string): Promise<number> {
  const field = page.getByRole('combobox', { name: 'Search the docs' });
  await field.fill('');
  const answered = page.evaluate(
    (typed) =>
      new Promise<number>((resolve) => {
        const results = document.getElementById('search-results')!;
        const input = document.querySelector<HTMLInputElement>('[role="combobox"]')!;
        const observer = new MutationObserver(() => {
          if (input.value === typed && results.getAttribute('aria-busy') === 'false' && results.querySelector('[role="option"]')) {
            observer.disconnect();
            resolve(performance.now() - (window as unknown as { lastKey: number }).lastKey);
          }
        });
        observer.observe(results, { attributes: true, childList: true, subtree: true });
      }),
    query,
  );
  await field.pressSequentially(query, { delay: 30 });
  return answered;
}

async function main() {
  const server = await startStaticServer(outDir, 0);
  const browser = await launchBrowser();
  try {
    // Service workers off: every request of the search reaches the server and is counted.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const requested: string[] = [];
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/pagefind/')) {
        requested.push(pathname);
      }
    });

    await page.goto(`${server.url}${PAGE}`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const onLoad = requested.length;

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search the docs' }).fill(FIRST_QUERY);
    await page.locator('#search-results[aria-busy="false"] [role="option"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const firstSearch = [...new Set(requested)];
    const files = firstSearch.map((pathname) => fs.readFileSync(path.join(outDir, pathname)));
    const firstSearchBytes = files.reduce((sum, file) => sum + file.length, 0);
    // What a host that compresses responses would send (Pagefind's index files are gzip already).
    const firstSearchGzip = files.reduce((sum, file) => sum + Math.min(file.length, gzipSize(file)), 0);

    await page.evaluate(() => {
      const state = window as unknown as { lastKey: number };
      document.addEventListener('keydown', () => (state.lastKey = performance.now()), { capture: true });
    });
    const times: number[] = [];
    for (const query of QUERIES) {
      times.push(await timeQuery(page, query));
    }

    console.log(`search index on disk        ${(directorySize(path.join(outDir, 'pagefind')) / 1e6).toFixed(2)} MB (out/pagefind)`);
    console.log(`/pagefind/ requests on load ${onLoad} (${PAGE}, search not opened)`);
    console.log(
      `first search downloads      ${kB(firstSearchBytes)} in ${firstSearch.length} files, ${kB(firstSearchGzip)} gzip (dialog opened, "${FIRST_QUERY}" typed)`,
    );
    console.log(
      `keystroke to results        median ${median(times).toFixed(0)} ms over ${times.length} queries (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}; includes the 120 ms debounce)`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
