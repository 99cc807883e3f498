import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration, type WatchedPage } from './browser';

const DESKTOP = { width: 1440, height: 900 };
const MATERIAL_PAGE = '/material-ui/getting-started/installation/';
const DEMO_PAGE = '/material-ui/react-button/';
/** Longer than the page view's delay after a route change, with room for a slow machine. */
const SETTLE_MS = 1000;

type GtagCall = [string, ...unknown[]];

/** Every gtag call so far: gtag queues its `arguments` in window.dataLayer (no tag script runs here). */
function gtagCalls(page: Page): Promise<GtagCall[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((call) => Array.from(call) as GtagCall),
  );
}

async function pageViews(page: Page) {
  return (await gtagCalls(page)).filter((call) => call[0] === 'event' && call[1] === 'page_view').map((call) => call[2]);
}

async function userProperties(page: Page) {
  return (await gtagCalls(page)).filter((call) => call[0] === 'set' && call[1] === 'user_properties').map((call) => call[2]);
}

async function eventsOf(page: Page, category: string) {
  return (await gtagCalls(page)).filter((call) => call[0] === 'event' && call[1] === category).map((call) => call[2]);
}

/** Waits until `count` calls of a kind were made, then a while longer, so extra calls would show. */
async function settle(page: Page, read: (page: Page) => Promise<unknown[]>, count: number) {
  const started = Date.now();
  while ((await read(page)).length < count) {
    if (Date.now() - started > 10000) {
      throw new Error(`Expected ${count} calls, got ${(await read(page)).length}`);
    }
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(SETTLE_MS);
}

/**
 * Once the page has settled as src/utils/pageSettled.ts waits for it (loaded, no part waiting, an
 * idle moment: idle callbacks run in the order they were asked for), and a while after.
 */
async function afterPageSettled(page: Page) {
  await page.waitForFunction(() => document.readyState === 'complete' && !document.documentElement.hasAttribute('data-parts-pending'));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  await page.waitForTimeout(SETTLE_MS);
}

describe('analytics', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  /** The page, its problems and its requests to Google, which must stay empty: the e2e build has no measurement id. */
  async function open(
    route: string,
    options: BrowserContextOptions = {},
    beforeLoad: (page: Page) => Promise<void> = async () => {},
  ): Promise<WatchedPage & { tagRequests: string[] }> {
    const watched = await openPage(browser, { viewport: DESKTOP, ...options });
    const tagRequests: string[] = [];
    watched.page.on('request', (request) => {
      if (/googletagmanager\.com|google-analytics\.com/.test(new URL(request.url()).hostname)) {
        tagRequests.push(request.url());
      }
    });
    await beforeLoad(watched.page);
    await watched.page.goto(`${baseUrl()}${route}`);
    await waitForHydration(watched.page);
    return { ...watched, tagRequests };
  }

  it('defines gtag before any bundle runs, without configuring or loading a tag', async () => {
    const { page, problems, tagRequests } = await open(MATERIAL_PAGE);
    const html = await (await page.request.get(`${baseUrl()}${MATERIAL_PAGE}`)).text();
    expect(html).toContain('window.dataLayer=window.dataLayer||[]');
    expect(html).not.toContain('googletagmanager');
    await expect(page.evaluate(() => typeof window.gtag)).resolves.toBe('function');
    await settle(page, pageViews, 1);
    const calls = await gtagCalls(page);
    expect(calls.filter((call) => call[0] === 'config' || call[0] === 'js')).toEqual([]);
    await expect(page.locator('script[src*="googletagmanager"]').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    expect(tagRequests).toEqual([]);
    await page.context().close();
  });

  it('sends one page view for the first load and per client-side navigation, none for a hash change', async () => {
    const { page, problems, tagRequests } = await open(MATERIAL_PAGE);
    await settle(page, pageViews, 1);
    await expect(pageViews(page)).resolves.toEqual([
      {
        page_title: await page.title(),
        page_location: `${baseUrl()}${MATERIAL_PAGE}`,
        productId: 'material-ui',
        productCategoryId: 'core',
      },
    ]);
    // Survives only client-side navigation.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const toc = page.getByRole('navigation', { name: 'Contents' });
    const tocLink = toc.getByRole('link').nth(1);
    const hash = (await tocLink.getAttribute('href'))!;
    await tocLink.click();
    await page.waitForURL(`${baseUrl()}${MATERIAL_PAGE}${hash}`);
    await page.waitForTimeout(SETTLE_MS);
    await expect(pageViews(page)).resolves.toHaveLength(1);

    const products = [
      { name: /Joy UI/, path: '/joy-ui/getting-started/', productId: 'joy-ui' },
      { name: /MUI System/, path: '/system/getting-started/', productId: 'system' },
    ];
    for (const [index, product] of products.entries()) {
      await page.getByRole('button', { name: 'Products', exact: true }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: product.name }).click();
      await page.waitForURL(`${baseUrl()}${product.path}`);
      await settle(page, pageViews, index + 2);
      const views = await pageViews(page);
      expect(views).toHaveLength(index + 2);
      expect(views[index + 1]).toEqual({
        page_title: await page.title(),
        page_location: `${baseUrl()}${product.path}`,
        productId: product.productId,
        productCategoryId: 'core',
      });
    }
    const titles = (await pageViews(page)).map((view) => (view as { page_title: string }).page_title);
    expect(new Set(titles).size).toBe(3);
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    expect(problems).toEqual([]);
    expect(tagRequests).toEqual([]);
    await page.context().close();
  });

  it('sends the event of a click on a tagged control', async () => {
    const { page, problems, tagRequests } = await open(DEMO_PAGE);
    await settle(page, pageViews, 1);
    const demo = page.locator('section[aria-label="Demo: BasicButtons"]');
    await demo.getByRole('button', { name: 'Show code' }).click();
    await demo.getByTestId('demo-source').waitFor();
    await demo.getByRole('button', { name: 'Hide code' }).click();
    await expect(eventsOf(page, 'demo')).resolves.toEqual([
      { eventAction: 'show-code', eventLabel: 'BasicButtons' },
      { eventAction: 'hide-code', eventLabel: 'BasicButtons' },
    ]);

    await page.getByRole('button', { name: 'Open settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Dark' }).click();
    await expect(eventsOf(page, 'settings')).resolves.toEqual([{ eventAction: 'mode', eventLabel: 'dark' }]);
    await settle(page, userProperties, 2);
    await expect(userProperties(page)).resolves.toMatchObject([{ colorScheme: 'system' }, { colorScheme: 'dark' }]);
    expect(problems).toEqual([]);
    expect(tagRequests).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['1', true],
    ['0', false],
  ])('web vitals load and report only in a sampled session (stored decision %p: %p)', async (stored, sampled) => {
    const vitalsScripts: string[] = [];
    const { page, problems, tagRequests } = await open(MATERIAL_PAGE, {}, async (fresh) => {
      await fresh.addInitScript((value) => sessionStorage.setItem('mui-web-vitals-sampled', value), stored);
      fresh.on('response', async (response) => {
        if (response.request().resourceType() === 'script' && (await response.text()).includes('largest-contentful-paint')) {
          vitalsScripts.push(response.url());
        }
      });
    });
    await settle(page, pageViews, 1);
    // The sampling waits for the page to settle; the same wait for both decisions, so the sampled one is the control.
    await afterPageSettled(page);
    const vitals = (await gtagCalls(page)).filter((call) => call[0] === 'event' && ['TTFB', 'FCP'].includes(call[1] as string));
    expect(vitalsScripts).toHaveLength(sampled ? 1 : 0);
    if (sampled) {
      expect(vitals.map((call) => call[1]).sort()).toEqual(['FCP', 'TTFB']);
      for (const [, , params] of vitals) {
        expect(params).toEqual({ value: expect.any(Number), delta: expect.any(Number), id: expect.stringMatching(/^v5-/) });
        expect(Number.isInteger((params as { value: number }).value)).toBe(true);
      }
    } else {
      expect(vitals).toEqual([]);
    }
    expect(problems).toEqual([]);
    expect(tagRequests).toEqual([]);
    await page.context().close();
  });

  it('sets the user properties at start and again when one changes', async () => {
    const { page, problems, tagRequests } = await open(DEMO_PAGE, { colorScheme: 'dark', deviceScaleFactor: 2 });
    await settle(page, userProperties, 1);
    const initial = {
      codeVariant: 'TS',
      codeStylingVariant: 'MUI System',
      colorScheme: 'system',
      colorSchemeOS: 'dark',
      devicePixelRatio: 2,
      userLanguage: 'en',
    };
    await expect(userProperties(page)).resolves.toEqual([initial]);

    const demo = page.locator('section[aria-label="Demo: BasicButtons"]');
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    await settle(page, userProperties, 2);
    await page.emulateMedia({ colorScheme: 'light' });
    await settle(page, userProperties, 3);
    // As a zoom or a move to another screen would. Headless Chromium tells media query listeners
    // of the new ratio only when media emulation is touched, hence the second call.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDeviceMetricsOverride', { ...DESKTOP, deviceScaleFactor: 3, mobile: false });
    await page.emulateMedia({ media: 'screen' });
    await settle(page, userProperties, 4);
    await expect(userProperties(page)).resolves.toEqual([
      initial,
      { ...initial, codeVariant: 'JS' },
      { ...initial, codeVariant: 'JS', colorSchemeOS: 'light' },
      { ...initial, codeVariant: 'JS', colorSchemeOS: 'light', devicePixelRatio: 3 },
    ]);
    expect(problems).toEqual([]);
    expect(tagRequests).toEqual([]);
    await page.context().close();
  });
});
