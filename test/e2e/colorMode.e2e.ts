import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from './browser';
import { createDocsTheme } from '../../src/theme/createDocsTheme';

/** The body background of each scheme, as Chromium reports computed colours. */
function rgb(hex: string): string {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
const theme = createDocsTheme();
const LIGHT_BG = rgb(theme.colorSchemes.light!.palette.background.default);
const DARK_BG = rgb(theme.colorSchemes.dark!.palette.background.default);

const PAGES = ['/', '/versions/', '/this-page-does-not-exist/'];

/**
 * Loads a page with every JavaScript bundle blocked, so what it shows at DOMContentLoaded is
 * what the first paint shows: only the HTML, its CSS and its inline scripts have run.
 */
async function firstPaintBackground(page: Page, path: string, options: { storedMode?: string; stripColorSchemeScript?: boolean } = {}) {
  if (options.storedMode !== undefined) {
    await page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), options.storedMode);
  }
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstPaint: unknown }).firstPaint = {
        background: getComputedStyle(document.body).backgroundColor,
        htmlClass: document.documentElement.className,
      };
    });
  });
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  if (options.stripColorSchemeScript) {
    await page.route(`${baseUrl()}${path}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const stripped = html.replace(/<script[^>]*>\(function\(\) \{\s*try \{\s*let colorScheme[\s\S]*?<\/script>/, '');
      if (stripped === html) {
        throw new Error('The colour-scheme script was not found in the page; the control cannot run.');
      }
      await route.fulfill({ response, body: stripped });
    });
  }
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => (window as unknown as { firstPaint: { background: string; htmlClass: string } }).firstPaint);
}

describe('colour mode without a flash', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('the two schemes have different backgrounds (the test can tell them apart)', () => {
    expect(LIGHT_BG).not.toBe(DARK_BG);
  });

  it.each(PAGES)('%s: stored dark paints dark before any bundle runs', async (path) => {
    const { page } = await openPage(browser, { colorScheme: 'light' });
    const firstPaint = await firstPaintBackground(page, path, { storedMode: 'dark' });
    expect(firstPaint).toEqual({ background: DARK_BG, htmlClass: 'dark' });
    await page.context().close();
  });

  it.each(PAGES)('%s: stored light on a dark OS paints light', async (path) => {
    const { page } = await openPage(browser, { colorScheme: 'dark' });
    const firstPaint = await firstPaintBackground(page, path, { storedMode: 'light' });
    expect(firstPaint).toEqual({ background: LIGHT_BG, htmlClass: 'light' });
    await page.context().close();
  });

  it('nothing stored follows the OS: dark OS paints dark', async () => {
    const { page } = await openPage(browser, { colorScheme: 'dark' });
    expect((await firstPaintBackground(page, '/')).background).toBe(DARK_BG);
    await page.context().close();
  });

  it('a corrupted stored mode is treated as system, not as light', async () => {
    const { page } = await openPage(browser, { colorScheme: 'dark' });
    const firstPaint = await firstPaintBackground(page, '/', { storedMode: '"><img src=x onerror=alert(1)>' });
    expect(firstPaint.background).toBe(DARK_BG);
    expect(await page.evaluate(() => window.localStorage.getItem('mui-mode'))).toBeNull();
    await page.context().close();
  });

  it('negative control: without the colour-scheme script, stored dark would flash light', async () => {
    const { page } = await openPage(browser, { colorScheme: 'light' });
    const firstPaint = await firstPaintBackground(page, '/', { storedMode: 'dark', stripColorSchemeScript: true });
    expect(firstPaint.background).toBe(LIGHT_BG);
    await page.context().close();
  });

  it('after hydration the stored mode is kept, with no console error', async () => {
    const { page, problems } = await openPage(browser, { colorScheme: 'light' });
    await page.addInitScript(() => window.localStorage.setItem('mui-mode', 'dark'));
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('system mode follows the OS live', async () => {
    const { page, problems } = await openPage(browser, { colorScheme: 'light' });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(LIGHT_BG);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction((bg) => getComputedStyle(document.body).backgroundColor === bg, DARK_BG);
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the colour-mode button switches and stores the mode', async () => {
    const { page, problems } = await openPage(browser, { colorScheme: 'light' });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.waitForFunction((bg) => getComputedStyle(document.body).backgroundColor === bg, DARK_BG);
    expect(await page.evaluate(() => window.localStorage.getItem('mui-mode'))).toBe('dark');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // A demo with a CSS-variables theme of its own nests a provider that writes its mode onto <html>;
  // the demo island's provider must hand it the site's mode, not the OS's.
  it("a demo's own theme provider keeps the site's mode when the OS prefers the other", async () => {
    const { page, problems } = await openPage(browser, { colorScheme: 'light' });
    await page.addInitScript(() => window.localStorage.setItem('mui-mode', 'dark'));
    await page.goto(`${baseUrl()}/material-ui/customization/palette/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    const demo = page.locator('[data-island]:has([data-demo-part="component"])', { hasText: 'Greenhouse 3' });
    await demo.scrollIntoViewIfNeeded();
    await demo.dispatchEvent('focusin');
    await page.waitForFunction((island) => island?.getAttribute('data-island') === 'live', await demo.elementHandle());
    // Effects of the demo's providers have run once the island is live; give a frame for a late one.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
