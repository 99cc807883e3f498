import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration, type WatchedPage } from './browser';

const DESKTOP = { width: 1440, height: 900 };
const ROBOTO_400 = '/static/fonts/roboto-common-400-normal.woff2';
const ROBOTO_500 = '/static/fonts/roboto-common-500-normal.woff2';
const ROBOTO_LATIN_400 = '/static/fonts/roboto-latin-400-normal.woff2';
const MATERIAL_ICONS = '/static/fonts/material-icons-latin-400-normal.woff2';

interface FontPage extends WatchedPage {
  /** Every font file the page requested, as full URLs. */
  fontRequests: string[];
}

async function openFontPage(browser: Browser, route: string): Promise<FontPage> {
  const watched = await openPage(browser, { viewport: DESKTOP });
  const fontRequests: string[] = [];
  watched.page.on('request', (request) => {
    if (/\.(woff2?|ttf|otf)$/.test(new URL(request.url()).pathname)) {
      fontRequests.push(request.url());
    }
  });
  await watched.page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
  await waitForHydration(watched.page);
  await watched.page.evaluate(() => document.fonts.ready);
  return { ...watched, fontRequests };
}

function fontPreloads(page: Page): Promise<string[]> {
  return page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
}

/** Whether the page's @font-face for `family` at `weight` has loaded, that is, some text uses it. */
function faceLoaded(page: Page, family: string, weight: string): Promise<boolean> {
  return page.evaluate(
    ([family, weight]) => [...document.fonts].some((face) => face.family === family && face.weight === weight && face.status === 'loaded'),
    [family, weight],
  );
}

/** Until some face of `family` has loaded: a demo laid out after hydration asks for it only then. */
async function waitForFace(page: Page, family: string): Promise<void> {
  await page.waitForFunction((family) => [...document.fonts].some((face) => face.family === family && face.status === 'loaded'), family, {
    timeout: 15000,
  });
}

describe('self-hosted fonts', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('a page with demos preloads Roboto from the site and renders its demos in it', async () => {
    const { page, problems, fontRequests } = await openFontPage(browser, '/material-ui/react-button/');
    await expect(fontPreloads(page)).resolves.toEqual([ROBOTO_400, ROBOTO_500]);
    expect(fontRequests).toEqual(expect.arrayContaining([`${baseUrl()}${ROBOTO_400}`, `${baseUrl()}${ROBOTO_500}`]));
    expect(fontRequests.every((url) => new URL(url).hostname === '127.0.0.1' && new URL(url).pathname.startsWith('/static/fonts/'))).toBe(
      true,
    );
    // Not `document.fonts.check('16px Roboto')`: it also wants the latin faces, which this page never needs.
    await expect(faceLoaded(page, 'Roboto', '400')).resolves.toBe(true);
    const button = page.locator('section[aria-label="Demo: BasicButtons"] button').first();
    await expect(button.evaluate((element) => getComputedStyle(element).fontFamily)).resolves.toMatch(/^"?Roboto"?,/);
    await expect(faceLoaded(page, 'Roboto', '500')).resolves.toBe(true);
    // The icon font belongs to the icons page alone.
    expect(fontRequests.filter((url) => url.includes('material-icons'))).toEqual([]);
    await expect(page.locator('link[rel="stylesheet"][href*="material-icons"], style[data-href*="material-icons"]').count()).resolves.toBe(
      0,
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('text of common characters downloads only the small files; another character also brings its latin file', async () => {
    const { page, problems, fontRequests } = await openFontPage(browser, '/material-ui/react-button/');
    const paths = () => fontRequests.map((url) => new URL(url).pathname);
    expect(paths()).toEqual(expect.arrayContaining([ROBOTO_400, ROBOTO_500]));
    expect(paths().filter((file) => file.includes('roboto-latin'))).toEqual([]);
    // A letter beyond the common range, in the weight of body text: the browser turns to the latin face.
    // Resolves once the face it needs has loaded: its request was made by then.
    await page.evaluate(() => document.fonts.load('400 16px Roboto', 'é'));
    expect(paths().filter((file) => file.includes('roboto-latin'))).toEqual([ROBOTO_LATIN_400]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a page without demos neither preloads nor downloads any font', async () => {
    const { page, problems, fontRequests } = await openFontPage(browser, '/material-ui/getting-started/installation/');
    await expect(fontPreloads(page)).resolves.toEqual([]);
    expect(fontRequests).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('demos reached by client-side navigation from a page without demos still render in Roboto', async () => {
    const { page, problems } = await openFontPage(browser, '/material-ui/getting-started/installation/');
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push(
        '/material-ui/react-button/',
      ),
    );
    await page.locator('section[aria-label="Demo: BasicButtons"] button').first().waitFor();
    // The demo is an island rendered after the navigation: its text asks for the face only once laid out.
    await page.waitForFunction(
      () => [...document.fonts].some((face) => face.family === 'Roboto' && face.weight === '500' && face.status === 'loaded'),
      null,
      { timeout: 15000 },
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("Joy UI's demos are in Inter, its rules in the exported page, and linked after a client-side navigation", async () => {
    const joy = await openFontPage(browser, '/joy-ui/react-button/');
    await expect(joy.page.locator('style[data-href="/static/fonts/inter.css"]').count()).resolves.toBe(1);
    await expect(joy.page.locator('link[rel="stylesheet"][href="/static/fonts/inter.css"]').count()).resolves.toBe(0);
    await waitForFace(joy.page, 'Inter');
    expect(joy.problems).toEqual([]);
    await joy.page.context().close();

    const { page, problems } = await openFontPage(browser, '/material-ui/getting-started/installation/');
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push('/joy-ui/react-button/'),
    );
    await page.locator('link[rel="stylesheet"][href="/static/fonts/inter.css"]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'), null, {
      timeout: 15000,
    });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the icons page loads the Material Icons font, and its Icon demo shows glyphs rather than names', async () => {
    const { page, problems, fontRequests } = await openFontPage(browser, '/material-ui/icons/');
    // Its front matter lists the icon font after Roboto (its demos have text too): both are preloaded, in that order.
    await expect(fontPreloads(page)).resolves.toEqual([ROBOTO_400, ROBOTO_500, MATERIAL_ICONS]);
    // Its rules are in the page (postbuild), so no sheet is linked.
    await expect(page.locator('style[data-href="/static/fonts/material-icons.css"]').count()).resolves.toBe(1);
    await expect(page.locator('link[rel="stylesheet"][href="/static/fonts/material-icons.css"]').count()).resolves.toBe(0);
    expect(fontRequests).toContain(`${baseUrl()}${MATERIAL_ICONS}`);
    await expect(page.evaluate(() => document.fonts.check('24px "Material Icons"'))).resolves.toBe(true);
    await expect(faceLoaded(page, 'Material Icons', '400')).resolves.toBe(true);
    const icon = page.locator('section[aria-label="Demo: FontIcons"] .material-icons').first();
    await expect(icon.textContent()).resolves.toBe('star');
    const rendered = await icon.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return {
        fontFamily: getComputedStyle(element).fontFamily,
        fontSize: parseFloat(getComputedStyle(element).fontSize),
        textWidth: range.getBoundingClientRect().width,
      };
    });
    expect(rendered.fontFamily).toContain('Material Icons');
    // A ligature is one glyph one em wide; the word "star" in a fallback font is much wider.
    expect(rendered.textWidth).toBeLessThanOrEqual(rendered.fontSize * 1.05);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
