import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration, type WatchedPage } from './browser';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 740 };
const CONTENT_PAGE = '/material-ui/getting-started/installation/';
const DEMO_PAGE = '/material-ui/react-button/';
const PAGE_SLOT = '[data-ad-slot="body-top"]';
const DEMO_SLOT = '[data-ad-slot="demo-inline"]';

/** The stand-in endpoints the build under test calls (see test/e2e/adFixtures.ts). */
function endpoints() {
  const network = process.env.E2E_AD_NETWORK_URL;
  const feed = process.env.E2E_AD_FEED_URL;
  if (!network || !feed) {
    throw new Error('The build under test has no loopback ad endpoints: `npm test` builds with them (NEXT_PUBLIC_AD_*).');
  }
  return { network, feed };
}

/** Serves `scenario` of the stand-in for every request to `url`. */
async function useScenario(page: Page, url: string, scenario: string) {
  await page.route(`${url}*`, (route) => route.continue({ url: `${url}?scenario=${scenario}` }));
}

/** Fixes Math.random for the page, so a test can pick each branch of the source choice. */
async function fixRandom(page: Page, value: number) {
  await page.addInitScript((fixed) => {
    Math.random = () => fixed;
  }, value);
}

async function open(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  return openPage(browser, { viewport: DESKTOP, ...options });
}

async function sourceOf(page: Page, slot: string) {
  return page.locator(`${slot} [data-ad-source]`).first().getAttribute('data-ad-source');
}

describe('the ad block', () => {
  let browser: Browser;

  beforeAll(async () => {
    endpoints();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it("shows the network's ad when its script renders the placement", async () => {
    const { page, problems } = await open(browser);
    await page.goto(`${baseUrl()}${CONTENT_PAGE}`);
    await waitForHydration(page);
    await page.locator(`${PAGE_SLOT} [data-ad-source="network"] #carbonads`).waitFor();
    await expect(page.locator(`${PAGE_SLOT} #carbonads a`).isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("replaces the network's house ad with one of ours", async () => {
    const { page, problems } = await open(browser);
    await useScenario(page, endpoints().network, 'house');
    await page.goto(`${baseUrl()}${CONTENT_PAGE}`);
    await page.locator(`${PAGE_SLOT} [data-ad-source="in-house-network"] [data-ad]`).waitFor();
    await expect(page.locator(`${PAGE_SLOT} #carbonads`).isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([
    [0.1, 'appeal'],
    [0.5, 'in-house-adblock'],
  ])('falls back after about 3.5 s when the script is blocked (random %s → %s)', async (random, expected) => {
    const { page, problems } = await open(browser);
    await fixRandom(page, random);
    await page.route(`${endpoints().network}*`, (route) => route.abort('blockedbyclient'));
    await page.goto(`${baseUrl()}${CONTENT_PAGE}`);
    await waitForHydration(page);
    const hydratedAt = await page.evaluate(() => performance.now());
    await expect(sourceOf(page, PAGE_SLOT)).resolves.toBe('pending');
    const shownAt = await page.waitForFunction(
      (selector) => (document.querySelector(selector)?.getAttribute('data-ad-source') !== 'pending' ? performance.now() : false),
      `${PAGE_SLOT} [data-ad-source]`,
      { timeout: 10000 },
    );
    const elapsed = (await shownAt.jsonValue()) as number;
    expect(elapsed - hydratedAt).toBeGreaterThan(2500);
    expect(elapsed - hydratedAt).toBeLessThan(7000);
    await expect(sourceOf(page, PAGE_SLOT)).resolves.toBe(expected);
    if (expected === 'appeal') {
      const link = page.locator(`${PAGE_SLOT} a[href="/material-ui/getting-started/faq/#why-does-this-site-show-ads"]`);
      await expect(link.isVisible()).resolves.toBe(true);
    } else {
      await expect(page.locator(`${PAGE_SLOT} [data-ad] a[rel="noopener sponsored"]`).isVisible()).resolves.toBe(true);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('gives bots an empty element and never loads the network for them', async () => {
    const { page, problems } = await open(browser, {
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const adRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(new URL(endpoints().network).origin)) {
        adRequests.push(request.url());
      }
    });
    await page.goto(`${baseUrl()}${CONTENT_PAGE}`);
    await waitForHydration(page);
    await page.waitForTimeout(4000);
    await expect(page.locator(PAGE_SLOT).evaluate((slot) => slot.childElementCount)).resolves.toBe(0);
    expect(adRequests).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows the feed’s inline ad under the first demo once its code is open, with its pixels', async () => {
    const { page, problems } = await open(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${baseUrl()}${DEMO_PAGE}`);
    await waitForHydration(page);
    await expect(page.locator(DEMO_SLOT).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Show code' }).first().click();
    const link = page.locator(`${DEMO_SLOT}[data-ad-source="feed"] a`);
    await link.waitFor();
    const origin = new URL(endpoints().feed).origin;
    await expect(link.getAttribute('href')).resolves.toBe(`${origin}/click/feed`);
    await expect(link.getAttribute('rel')).resolves.toBe('noopener sponsored');
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.textContent()).resolves.toContain('Loopback Hosting');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual(
      expect.arrayContaining([`${origin}/imp.gif`, `${origin}/pixel/a.gif?t=1700000000`, `${origin}/pixel/b.gif?t=1700000000`]),
    );
    expect(requested.some((url) => url.startsWith('javascript:'))).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // Each answer must give no ad, no console error and a page that keeps working.
  it.each([
    ['error', 1, 1000],
    ['invalid', 1, 1000],
    ['javascript', 10, 1000],
    ['html', 10, 1000],
    ['huge', 1, 1000],
    ['slow', 1, 6500],
  ])('shows no ad for a hostile feed: %s', async (scenario, expectedRequests, settleMs) => {
    const { page, problems } = await open(browser);
    const { feed } = endpoints();
    await useScenario(page, feed, scenario);
    let feedRequests = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(feed)) {
        feedRequests += 1;
      }
    });
    await page.goto(`${baseUrl()}${DEMO_PAGE}`);
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Show code' }).first();
    await toggle.click();
    await page.locator(DEMO_SLOT).waitFor();
    // Wait for the requests the loader should make, then a while longer to catch any extra one.
    for (let waited = 0; feedRequests < expectedRequests && waited < 20000; waited += 100) {
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(settleMs);
    expect(feedRequests).toBe(expectedRequests);
    await expect(page.locator(`${DEMO_SLOT}[data-ad-source="feed"]`).count()).resolves.toBe(0);
    await expect(page.locator(`${DEMO_SLOT}[data-ad-source="pending"]`).count()).resolves.toBe(1);
    await expect(page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).resolves.toBeUndefined();
    await page.getByRole('button', { name: 'Hide code' }).first().click();
    await page.getByRole('button', { name: 'Show code' }).first().waitFor();
    // The feed's 500 is the scenario itself; anything else is a real problem.
    expect(problems.filter((problem) => !(scenario === 'error' && problem.startsWith('HTTP 500') && problem.includes(feed)))).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('never shifts the layout while the ads arrive (%s)', async (_name, viewport) => {
    for (const blocked of [false, true]) {
      const { page, problems } = await open(browser, { viewport });
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) {
              w.__shift += entry.value;
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      if (blocked) {
        await fixRandom(page, 0.5);
        await page.route(`${endpoints().network}*`, (route) => route.abort('blockedbyclient'));
      }
      await page.goto(`${baseUrl()}${CONTENT_PAGE}`);
      await page.locator(`${PAGE_SLOT} [data-ad-source="${blocked ? 'in-house-adblock' : 'network'}"]`).waitFor({ timeout: 10000 });
      await page.waitForTimeout(500);
      await expect(page.evaluate(() => (window as unknown as { __shift: number }).__shift)).resolves.toBe(0);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
