import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startStaticServer } from '../../scripts/lib/staticServer';
import { firstLoadScriptList } from '../../scripts/lib/deferFirstLoadScripts';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';
import { combobox, openSearch, searchFor, searchPageAnswer, searchPageField } from './searchHelpers';

const OUT = path.resolve(__dirname, '..', '..', 'out');
const DESKTOP = { width: 1280, height: 800 };
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Search quality: what the reader must get as the FIRST result, searching from `from` (whose
 * product is the dialog's default filter). Component names, prop names, misspellings, guides,
 * sections of a page.
 */
const QUERIES: [query: string, from: string, first: string][] = [
  ['button', '/material-ui/getting-started/', '/material-ui/react-button/'],
  ['autocomplete', '/material-ui/getting-started/', '/material-ui/react-autocomplete/'],
  ['text field', '/material-ui/getting-started/', '/material-ui/react-text-field/'],
  ['dialog', '/material-ui/getting-started/', '/material-ui/react-dialog/'],
  ['select', '/material-ui/getting-started/', '/material-ui/react-select/'],
  ['slider', '/material-ui/getting-started/', '/material-ui/react-slider/'],
  ['checkbox', '/material-ui/getting-started/', '/material-ui/react-checkbox/'],
  ['tooltip', '/material-ui/getting-started/', '/material-ui/react-tooltip/'],
  ['snackbar', '/material-ui/getting-started/', '/material-ui/react-snackbar/'],
  ['tabs', '/material-ui/getting-started/', '/material-ui/react-tabs/'],
  ['disableElevation', '/material-ui/getting-started/', '/material-ui/api/button/#prop-disableElevation'],
  ['valueLabelDisplay', '/material-ui/getting-started/', '/material-ui/api/slider/#prop-valueLabelDisplay'],
  ['autoHideDuration', '/material-ui/getting-started/', '/material-ui/api/snackbar/#prop-autoHideDuration'],
  ['disableCloseOnSelect', '/material-ui/getting-started/', '/material-ui/api/autocomplete/#prop-disableCloseOnSelect'],
  ['autocomlete', '/material-ui/getting-started/', '/material-ui/react-autocomplete/'],
  ['buton', '/material-ui/getting-started/', '/material-ui/react-button/'],
  ['slidr', '/material-ui/getting-started/', '/material-ui/react-slider/'],
  ['chekbox', '/material-ui/getting-started/', '/material-ui/react-checkbox/'],
  ['dark mode', '/material-ui/getting-started/', '/material-ui/customization/dark-mode/'],
  ['server rendering', '/material-ui/getting-started/', '/material-ui/guides/server-rendering/'],
  ['theming', '/material-ui/getting-started/', '/material-ui/customization/theming/'],
  ['installation', '/material-ui/getting-started/', '/material-ui/getting-started/installation/'],
  ['roboto font', '/material-ui/getting-started/', '/material-ui/getting-started/installation/#roboto-font'],
  ['peer dependencies', '/material-ui/getting-started/', '/material-ui/getting-started/installation/#peer-dependencies'],
  ['loading button', '/material-ui/getting-started/', '/material-ui/react-button/#loading-state'],
  ['typescript', '/material-ui/getting-started/', '/material-ui/guides/typescript/'],
  ['breakpoints', '/material-ui/getting-started/', '/material-ui/customization/breakpoints/'],
  ['right to left', '/material-ui/getting-started/', '/material-ui/customization/right-to-left/'],
  ['palette', '/material-ui/getting-started/', '/material-ui/customization/palette/'],
  ['button', '/joy-ui/getting-started/', '/joy-ui/react-button/'],
  ['box', '/system/getting-started/', '/system/react-box/'],
  ['slider', '/base-ui/getting-started/', '/base-ui/react-slider/'],
];

function pathAndHash(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.hash}`;
}

async function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

describe('search', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  describe('finds the right page first', () => {
    let context: BrowserContext;
    let page: Page;
    let problems: string[];

    beforeAll(async () => {
      ({ page, problems } = await openPage(browser, { viewport: DESKTOP }));
      context = page.context();
    });

    afterAll(async () => {
      expect(problems).toEqual([]);
      await context.close();
    });

    // Each query starts from `from`, loaded once and come back to with the browser's Back button after Enter.
    it.each(QUERIES)('%s (from %s) → %s', async (query, from, first) => {
      if (new URL(page.url()).pathname !== from) {
        await page.goto(`${baseUrl()}${from}`);
        await waitForHydration(page);
      }
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await searchFor(page, query);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => pathAndHash(url.toString()) === first, { timeout: 10000 });
      await combobox(page).waitFor({ state: 'detached' });
      await page.goBack();
      await page.waitForURL((url) => url.pathname === from && !url.hash);
    });
  });

  it('tells the reader when it corrected the query, and searches the original on request', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await openSearch(page, baseUrl(), '/material-ui/getting-started/');
    await searchFor(page, 'autocomlete');
    const status = page.getByRole('status');
    await expect(status.textContent()).resolves.toContain('Showing results for autocomplete');
    await page.getByRole('button', { name: 'Search instead for “autocomlete”' }).click();
    await page.locator('#search-results[aria-busy="false"]').waitFor();
    await expect(status.textContent()).resolves.not.toContain('Showing results for');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens with each shortcut, moves with the arrows, closes with Escape and gives focus back', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}/material-ui/getting-started/`);
    await waitForHydration(page);
    const trigger = page.getByRole('button', { name: 'Search', exact: true });
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await trigger.focus();
      await page.keyboard.press(shortcut);
      await expect(combobox(page).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await combobox(page).waitFor({ state: 'detached' });
      expect(await focusedName(page)).toBe('Search');
    }

    await page.keyboard.press('Control+k');
    await searchFor(page, 'button');
    const field = combobox(page);
    await expect(field.getAttribute('aria-activedescendant')).resolves.toBe('search-option-0');
    await page.keyboard.press('ArrowDown');
    await expect(field.getAttribute('aria-activedescendant')).resolves.toBe('search-option-1');
    await expect(page.locator('#search-option-1').getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.locator('#search-option-0').getAttribute('aria-selected')).resolves.toBe('false');
    await page.keyboard.press('ArrowUp');
    await expect(field.getAttribute('aria-activedescendant')).resolves.toBe('search-option-0');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/material-ui/react-button/');
    await page.locator('h1', { hasText: 'Button' }).waitFor();

    // The query is remembered, and offered while the field is empty.
    await page.keyboard.press('Control+k');
    await field.fill('');
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    await expect(recent.getByRole('option').first().textContent()).resolves.toBe('button');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(recent.count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('types "/" into a text field instead of opening search', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}/material-ui/react-text-field/`);
    await waitForHydration(page);
    const input = page.locator('[data-demo-part="component"] input[type="text"]').first();
    await input.click();
    await page.keyboard.type('a/b');
    await expect(input.inputValue()).resolves.toBe('a/b');
    await expect(combobox(page).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('filters by the current product, with all products one click away', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await openSearch(page, baseUrl(), '/joy-ui/getting-started/');
    const filter = page.getByRole('group', { name: 'Search in' });
    await expect(filter.getByRole('button', { name: 'Joy UI' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await searchFor(page, 'disableElevation');
    await expect(page.getByText(/No results for “disableElevation” in Joy UI/).count()).resolves.toBe(1);
    await filter.getByRole('button', { name: 'All products' }).click();
    await page.locator('#search-results[aria-busy="false"]').waitFor();
    await expect(page.getByRole('group', { name: 'Material UI' }).getByRole('option').count()).resolves.toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('downloads nothing of the index on a page where search is not opened', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    const requested: string[] = [];
    page.context().on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl()}/material-ui/react-button/`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(requested.filter((pathname) => pathname.startsWith('/pagefind/'))).toEqual([]);
    // The control: opening search does fetch it.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await searchFor(page, 'slider');
    expect(requested.some((pathname) => pathname.startsWith('/pagefind/'))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('leaves the dialog out of the page load, and the import of Pagefind to the browser', () => {
    const chunks = path.join(OUT, '_next', 'static', 'chunks');
    const dialogChunks = fs
      .readdirSync(chunks)
      .filter((file) => fs.readFileSync(path.join(chunks, file), 'utf8').includes('Search the docs'));
    expect(dialogChunks.length).toBeGreaterThan(0);
    // Native, untouched by the bundler (the webpackIgnore comment), wherever the loader lands: the
    // dialog's chunks, or the search page's, whose own copy of the dialog then does without it.
    const loaderChunks = fs
      .readdirSync(chunks)
      .filter((file) => fs.readFileSync(path.join(chunks, file), 'utf8').includes('/pagefind/pagefind.js'));
    expect(loaderChunks.filter((file) => dialogChunks.includes(file)).length).toBeGreaterThan(0);
    expect(loaderChunks.every((file) => fs.readFileSync(path.join(chunks, file), 'utf8').includes('import("/pagefind/pagefind.js")'))).toBe(
      true,
    );
    const html = fs.readFileSync(path.join(OUT, 'material-ui', 'react-button', 'index.html'), 'utf8');
    // The page's scripts, all in the list its loader adds after the first paint (scripts/lib/deferFirstLoadScripts.ts).
    const pageScripts = firstLoadScriptList(html)
      .filter((src) => src.startsWith('/_next/static/chunks/'))
      .map((src) => path.basename(src));
    expect(pageScripts.length).toBeGreaterThan(0);
    expect(pageScripts.filter((file) => dialogChunks.includes(file))).toEqual([]);
  });

  it('keeps answering offline once the index files were fetched', async () => {
    const server = await startStaticServer(OUT, 0);
    try {
      const { page, problems } = await openPage(browser, { viewport: DESKTOP, serviceWorkers: 'allow' });
      await page.goto(`${server.url}/material-ui/getting-started/`);
      await waitForHydration(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await searchFor(page, 'slider');
      const online = await page.locator('[role="option"]').allTextContents();
      expect(online.length).toBeGreaterThan(0);
      // The worker has kept the search code, the index and the result data it served.
      await page.waitForFunction(
        async () => {
          const urls: string[] = [];
          for (const name of await caches.keys()) {
            urls.push(...(await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname));
          }
          return [
            '/pagefind/pagefind.js',
            '/pagefind/pagefind-entry.json',
            '.pf_meta',
            '/pagefind/index/',
            '/pagefind/fragment/',
            '/pagefind/vocabulary.json',
          ].every((part) => urls.some((url) => url.includes(part)));
        },
        null,
        { timeout: 30000, polling: 250 },
      );

      await server.close();
      await page.reload();
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await searchFor(page, 'slider');
      await expect(page.locator('[role="option"]').allTextContents()).resolves.toEqual(online);
      expect(problems.filter((problem) => !problem.includes('ERR_CONNECTION_REFUSED'))).toEqual([]);
      await page.context().close();
    } finally {
      await server.close();
    }
  });

  describe('the search results page', () => {
    it('is a noindex page with a search form that works without JavaScript', async () => {
      const html = fs.readFileSync(path.join(OUT, 'search', 'index.html'), 'utf8');
      expect(html).toMatch(/<meta name="robots" content="noindex"[^>]*>/);
      expect(html).toMatch(/<form[^>]*action="\/search\/"[^>]*>/);
      expect(html).toMatch(/<input[^>]*type="search"[^>]*name="q"/);
      const { page, problems } = await openPage(browser, { viewport: DESKTOP, javaScriptEnabled: false });
      await page.goto(`${baseUrl()}/search/`);
      await searchPageField(page).fill('dark mode');
      await searchPageField(page).press('Enter');
      await page.waitForURL((url) => url.pathname === '/search/' && url.searchParams.get('q') === 'dark mode');
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it('lists every result of /search/?q=slider by product, the Slider page under Material UI', async () => {
      const { page, problems } = await openPage(browser, { viewport: DESKTOP });
      await page.goto(`${baseUrl()}/search/?q=slider`);
      await waitForHydration(page);
      await searchPageAnswer(page, 'slider');
      await expect(page.locator('h1').textContent()).resolves.toBe('Search');
      await expect(page.getByRole('status').textContent()).resolves.toMatch(/^\d+ results for “slider”$/);
      const material = page.getByRole('region', { name: 'Material UI' });
      await expect(material.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('Material UI');
      await expect(material.locator('a[href^="/material-ui/react-slider/"]').first().textContent()).resolves.toMatch(/^Slider/);
      // Other products' sliders in groups of their own, and highlighted excerpts.
      await expect(
        page.getByRole('region', { name: 'Joy UI' }).locator('a[href^="/joy-ui/react-slider/"]').count(),
      ).resolves.toBeGreaterThan(0);
      await expect(page.locator('#search-page-results li mark').count()).resolves.toBeGreaterThan(0);
      // More than the dialog's twelve.
      await expect(page.locator('#search-page-results li a').count()).resolves.toBeGreaterThan(12);
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it('shows a query with markup as text: no element, no dialog, no console error', async () => {
      const { page, problems } = await openPage(browser, { viewport: DESKTOP });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        dialog.dismiss().catch(() => {});
      });
      const query = '<img src=x onerror=alert(1)>';
      await page.goto(`${baseUrl()}/search/?q=${encodeURIComponent(query)}`);
      await waitForHydration(page);
      await searchPageAnswer(page, query);
      await expect(page.getByRole('status').textContent()).resolves.toContain(`“${query}”`);
      await expect(page.locator('img[src="x"]').count()).resolves.toBe(0);
      expect(dialogs).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it('with no query, shows the form, focused, and no results', async () => {
      const { page, problems } = await openPage(browser, { viewport: DESKTOP });
      await page.goto(`${baseUrl()}/search/`);
      await waitForHydration(page);
      await page.waitForFunction(() => document.activeElement?.id === 'search-page-field');
      await expect(page.getByRole('status').textContent()).resolves.toBe('Type to search pages, sections, components and props.');
      await expect(page.locator('#search-page-results a').count()).resolves.toBe(0);
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it('follows the field in the address, replaced so that Back leaves the page', async () => {
      const { page, problems } = await openPage(browser, { viewport: DESKTOP });
      await page.goto(`${baseUrl()}/material-ui/getting-started/`);
      await page.goto(`${baseUrl()}/search/?q=slider`);
      await waitForHydration(page);
      await searchPageAnswer(page, 'slider');
      await searchPageField(page).fill('dialog');
      await page.waitForURL((url) => url.searchParams.get('q') === 'dialog');
      await searchPageAnswer(page, 'dialog');
      await expect(
        page.getByRole('region', { name: 'Material UI' }).locator('a[href^="/material-ui/react-dialog/"]').count(),
      ).resolves.toBeGreaterThan(0);
      await searchPageField(page).fill('');
      await page.waitForURL((url) => url.pathname === '/search/' && url.search === '');
      await expect(page.locator('#search-page-results a').count()).resolves.toBe(0);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/material-ui/getting-started/');
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it('is where the dialog’s “See all results” leads, with the query', async () => {
      const { page, problems } = await openPage(browser, { viewport: DESKTOP });
      await openSearch(page, baseUrl(), '/material-ui/getting-started/');
      await searchFor(page, 'dark mode');
      await page.getByRole('link', { name: 'See all results' }).click();
      await page.waitForURL((url) => url.pathname === '/search/' && url.searchParams.get('q') === 'dark mode');
      await combobox(page).waitFor({ state: 'detached' });
      await searchPageAnswer(page, 'dark mode');
      await expect(page.locator('#search-page-results a[href^="/material-ui/customization/dark-mode/"]').count()).resolves.toBeGreaterThan(
        0,
      );
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it('works offline for any query once visited, for what the index has fetched', async () => {
      const server = await startStaticServer(OUT, 0);
      try {
        const { page, problems } = await openPage(browser, { viewport: DESKTOP, serviceWorkers: 'allow' });
        await page.goto(`${server.url}/search/?q=slider`);
        await waitForHydration(page);
        await searchPageAnswer(page, 'slider');
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
        await page.locator('html[data-sw-cached="true"]').waitFor({ state: 'attached', timeout: 30000 });
        // Through the worker now: the index and result data of "button".
        await searchPageField(page).fill('button');
        await searchPageAnswer(page, 'button');
        const online = await page
          .locator('#search-page-results li a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        // The page is kept once for every query, and the index files, through Pagefind's worker too
        // (started again once the service worker controls the page): a fragment file per result.
        await page.waitForFunction(
          async (results) => {
            const cached: string[] = [];
            for (const name of await caches.keys()) {
              cached.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
            }
            return (
              cached.includes(`${location.origin}/search/`) &&
              [
                '/pagefind/pagefind.js',
                '/pagefind/pagefind-worker.js',
                '/pagefind/wasm.',
                '.pf_meta',
                '/pagefind/index/',
                '/pagefind/vocabulary.json',
              ].every((part) => cached.some((url) => url.includes(part))) &&
              cached.filter((url) => url.includes('/pagefind/fragment/')).length >= results
            );
          },
          online.length,
          { timeout: 30000, polling: 250 },
        );

        await page.context().setOffline(true);
        await page.goto(`${server.url}/search/?q=button`);
        await waitForHydration(page);
        await searchPageAnswer(page, 'button');
        await expect(page.locator('h1').textContent()).resolves.toBe('Search');
        await expect(
          page.locator('#search-page-results li a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
        ).resolves.toEqual(online);
        expect(online).toContain('/material-ui/react-button/');
        expect(problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED/.test(problem))).toEqual([]);
        await page.context().close();
      } finally {
        await server.close();
      }
    });
  });

  /** Serious and critical axe violations inside the open dialog. */
  async function dialogViolations(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } };
      const { violations } = await axe.run({ include: [['[role="dialog"]']] }, { resultTypes: ['violations'] });
      return violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious or critical accessibility violation in the open dialog (${colorScheme})`, async () => {
      const { page, problems } = await openPage(browser, { colorScheme, viewport: DESKTOP });
      await page.addInitScript(() => localStorage.setItem('mui-search-recent', JSON.stringify(['dark mode', 'button'])));
      await openSearch(page, baseUrl(), '/material-ui/getting-started/');
      // Evaluated by the test driver, which the page's Content-Security-Policy does not govern (a script tag would be blocked).
      await page.evaluate(AXE_SOURCE);
      await page.getByRole('listbox', { name: 'Recent searches' }).waitFor();
      await expect(dialogViolations(page)).resolves.toEqual([]);
      for (const query of ['button', 'autocomlete', 'zxqvvb']) {
        await searchFor(page, query);
        await expect(dialogViolations(page)).resolves.toEqual([]);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
