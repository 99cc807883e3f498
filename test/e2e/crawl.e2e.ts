import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration, waitForTemplate, watchPage, type WatchedPage } from './browser';
import { getTemplateRoutes } from '../../src/templates/templateRoutes';
import { listExportedPages } from '../../scripts/lib/measure';
import { getDocsRoutes } from '../../src/navigation/routes';
import { getApiPages } from '../../src/content/api/loadApiPage';
import { tabParentRoute } from '../../src/navigation/apiRoutes';
import { readRedirects } from '../../scripts/lib/redirectPages';

const outDir = path.resolve(__dirname, '..', '..', 'out');
const titles = new Map([
  ...getDocsRoutes().map((entry): [string, string] => [entry.route, entry.title]),
  ...Object.values(getApiPages()).map((page): [string, string] => [page.route, page.title]),
]);
const exportedRoutes = listExportedPages(outDir)
  .filter((file) => path.basename(file) === 'index.html')
  .map((file) => `/${path.relative(outDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/'))
  .filter((route) => route !== '/404/');
const redirects = [...readRedirects(outDir)];
const templateRoutes = new Set(getTemplateRoutes());

/** One route type per kind of page, for the dark-mode pass. */
const DARK_SAMPLE = [
  '/',
  '/versions/',
  '/material-ui/getting-started/installation/',
  '/material-ui/react-button/',
  '/material-ui/react-select/',
  '/material-ui/react-dialog/',
  '/material-ui/react-tabs/',
  '/material-ui/react-table/',
  '/material-ui/react-text-field/',
  '/system/react-box/',
  '/joy-ui/getting-started/',
  // Joy UI's demos in Joy's dark scheme: its component pages, colour inversion, the theme tools.
  '/joy-ui/react-button/',
  '/joy-ui/react-select/',
  '/joy-ui/react-card/',
  '/joy-ui/main-features/color-inversion/',
  '/joy-ui/customization/dark-mode/',
  '/joy-ui/customization/default-theme-viewer/',
  '/joy-ui/customization/theme-builder/',
  '/system/getting-started/',
  '/base-ui/react-switch/',
  '/base-ui/react-menu/',
  '/experiments/docs/first-level-child-3/',
  '/x/react-data-grid/column-pinning/',
  '/toolpad/core/react-sign-in-page/',
  '/material-ui/api/button/',
  '/joy-ui/api/autocomplete/',
  '/base-ui/react-menu/hooks-api/',
];

interface Visit {
  status: number | undefined;
  h1: string;
  active: string[];
}

/**
 * Wakes every island of the page at once (a focus inside wakes one, see src/islands/islandGate.ts)
 * and waits until all are live: each demo and playground hydrates once per crawl, and a hydration
 * error or a failed load shows up like any other console error.
 */
async function hydrateIslands(page: Page): Promise<void> {
  const count = await page.evaluate(() => {
    const islands = [...document.querySelectorAll('[data-island]')];
    islands.forEach((island) => island.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    return islands.length;
  });
  if (count > 0) {
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-island]')].every((island) => island.getAttribute('data-island') === 'live'),
      null,
      // A page with hundreds of demos hydrates each as a root of its own, on a busy machine.
      { timeout: 30000 + 250 * count },
    );
  }
}

async function visit(page: Page, route: string): Promise<Visit> {
  const response = await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
  await (templateRoutes.has(route) ? waitForTemplate(page) : waitForHydration(page));
  await hydrateIslands(page);
  return {
    status: response?.status(),
    h1: (await page.locator('h1').innerText()).trim(),
    active: await page
      .locator('nav[aria-label="Documentation"] [aria-current="page"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
  };
}

/**
 * Visits routes with a few pages in parallel, collecting every failure rather than stopping. The pages
 * share one context, as a reader's tabs do: the scripts they share are fetched and compiled once, which
 * took about a sixth less processor time than a context per page.
 */
async function crawl(browser: Browser, routes: string[], colorScheme: 'light' | 'dark'): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...routes];
  // Pages only: the service worker has its suite (serviceWorker.e2e.ts). Under load, a crawl with
  // it twice saw pages reload as the next address was opened (not reproduced alone); without it, every
  // page is fetched from the server as built.
  const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const worker = async () => {
    const watched: WatchedPage = await watchPage(await context.newPage());
    for (let route = queue.shift(); route; route = queue.shift()) {
      watched.problems.length = 0;
      try {
        const result = await visit(watched.page, route);
        if (result.status !== 200) {
          failures.push(`${route}: status ${result.status}`);
        }
        const title = titles.get(route);
        if (title !== undefined) {
          if (result.h1 !== title) {
            failures.push(`${route}: h1 "${result.h1}", expected "${title}"`);
          }
          // An API tab keeps its component page's entry active.
          if (result.active.length !== 1 || result.active[0] !== (tabParentRoute(route) ?? route)) {
            failures.push(`${route}: sidebar active entries ${JSON.stringify(result.active)}`);
          }
        } else if (!result.h1) {
          failures.push(`${route}: empty h1`);
        }
      } catch (error) {
        failures.push(`${route}: ${(error as Error).message.split('\n')[0]}`);
      }
      failures.push(...watched.problems.map((problem) => `${route}: ${problem}`));
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  await context.close();
  return failures;
}

describe('crawl of every exported page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('covers every documentation route', () => {
    const missing = [...titles.keys()].filter((route) => !exportedRoutes.includes(route));
    expect(missing).toEqual([]);
  });

  it('light mode: every page loads with status 200, its title in the h1, its sidebar entry active, every island live, no console error', async () => {
    expect(await crawl(browser, exportedRoutes, 'light')).toEqual([]);
  }, 600000);

  it('dark mode: a sample of each kind of page', async () => {
    expect(DARK_SAMPLE.every((route) => exportedRoutes.includes(route))).toBe(true);
    expect(await crawl(browser, DARK_SAMPLE, 'dark')).toEqual([]);
  });

  it('every address above a page leads to the first page under it, with and without JavaScript', async () => {
    expect(redirects.map(([from]) => from)).toEqual(
      expect.arrayContaining([
        '/material-ui/',
        '/joy-ui/',
        '/system/',
        '/base-ui/',
        '/x/',
        '/toolpad/',
        '/experiments/docs/',
        '/material-ui/api/',
        '/joy-ui/api/',
      ]),
    );
    const failures: string[] = [];
    for (const javaScriptEnabled of [true, false]) {
      const { page, problems } = await openPage(browser, { javaScriptEnabled });
      for (const [from, to] of javaScriptEnabled ? redirects : redirects.slice(0, 3)) {
        try {
          await page.goto(`${baseUrl()}${from}`, { waitUntil: 'commit' });
          await page.waitForURL(`${baseUrl()}${to}`, { timeout: 15000 });
          await page.locator('h1').first().waitFor();
        } catch (error) {
          failures.push(`${from} → ${to}${javaScriptEnabled ? '' : ' (no JavaScript)'}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      failures.push(...problems);
      await page.context().close();
    }
    expect(failures).toEqual([]);
  });
});
