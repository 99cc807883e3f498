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
  ])('falls back at the 7th check (3.5 s) when the script is blocked (random %s → %s)', async (random, expected) => {
    const { page, problems } = await open(browser);
    await fixRandom(page, random);
    await page.route(`${endpoints().network}*`, (route) => route.abort('blockedbyclient'));
    // The page's timers run on a paused fake clock: the test moves time, so a busy machine cannot.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto(`${baseUrl()}${CONTENT_PAGE}`);
    // React reveals the lazily loaded block on a timer too: step until it is there. The checks
    // start when it mounts, so at most one step (50 ms) before the time counted from here.
    const pending = page.locator(`${PAGE_SLOT} [data-ad-source="pending"]`);
    for (let step = 0; !(await pending.count()); step += 1) {
      expect(step).toBeLessThan(400);
      await page.clock.runFor(50);
    }
    await page.clock.runFor(3000);
    await expect(sourceOf(page, PAGE_SLOT)).resolves.toBe('pending');
    await page.clock.runFor(500);
    await page.locator(`${PAGE_SLOT} [data-ad-source="${expected}"]`).waitFor();
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
    // The ad code (a lazy chunk) has loaded and decided once the network is quiet.
    await page.waitForLoadState('networkidle');
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
    ['error', 1],
    ['invalid', 1],
    ['javascript', 10],
    ['html', 10],
    ['huge', 1],
    ['slow', 1],
  ])('shows no ad for a hostile feed: %s', async (scenario, expectedRequests) => {
    const { page, problems } = await open(browser);
    const { feed } = endpoints();
    await useScenario(page, feed, scenario);
    let feedRequests = 0;
    let allRequested: () => void;
    const requestsMade = new Promise<void>((resolve) => {
      allRequested = resolve;
    });
    page.on('request', (request) => {
      if (request.url().startsWith(feed)) {
        feedRequests += 1;
        if (feedRequests === expectedRequests) {
          allRequested();
        }
      }
    });
    await page.goto(`${baseUrl()}${DEMO_PAGE}`);
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Show code' }).first();
    await toggle.click();
    await page.locator(DEMO_SLOT).waitFor();
    // The requests the loader should make, one after the other…
    await requestsMade;
    // …then until the loader has given up (the slow answer is cut off at 5 s): none may follow.
    await page.locator(`${DEMO_SLOT}[data-ad-source="none"]`).waitFor({ state: 'attached', timeout: 20000 });
    expect(feedRequests).toBe(expectedRequests);
    await expect(page.locator(`${DEMO_SLOT}[data-ad-source="feed"]`).count()).resolves.toBe(0);
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
      // Layout shifts are reported once the frames that carry them are rendered.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(page.evaluate(() => (window as unknown as { __shift: number }).__shift)).resolves.toBe(0);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
