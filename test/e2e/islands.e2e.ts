import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';
import { isIslandScript, pageScriptsAfterLoad } from './laterScripts';
import { CHUNK_RELOAD_STORAGE_KEY } from '../../src/sw/chunkRecovery';
import { FRAME_ATTRIBUTE, IN_VIEW_ATTRIBUTE, SKIP_OFFSCREEN_ATTRIBUTE } from '../../src/islands/offscreenRendering';
import { BENCH_ROUTES, gzipSize, measureRoute } from '../../scripts/lib/measure';

const PHONE = { width: 375, height: 740 };
const outDir = path.resolve(__dirname, '..', '..', 'out');
const budgets = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'bench', 'budgets.json'), 'utf8')) as {
  demoPageOverProse: number;
};

const island = (page: Page, demo: string) => page.locator(`section[aria-label="Demo: ${demo}"] [data-island]`);

/** Holds the page's island scripts until `release` is called; set before the page loads. */
async function holdLaterScripts(page: Page, route: string, pageScripts: Set<string>) {
  const held: Route[] = [];
  let holding = true;
  let firstHeld: () => void = () => {};
  const someHeld = new Promise<void>((resolve) => {
    firstHeld = resolve;
  });
  await page.route(isIslandScript(route, pageScripts), (request) => {
    if (!holding) {
      return request.continue();
    }
    held.push(request);
    firstHeld();
    return undefined;
  });
  return {
    /** Resolves once a script is held (the page asks for an island's code a moment after what wakes it); fails after 10 s. */
    someHeld: async () => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          someHeld,
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('No island script was asked for within 10 s')), 10000);
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((request) => request.continue()));
    },
  };
}

describe('demos and playgrounds as islands', () => {
  let browser: Browser;
  let pageScripts: Set<string>;

  beforeAll(async () => {
    browser = await launchBrowser();
    pageScripts = await pageScriptsAfterLoad(browser);
  });

  afterAll(async () => {
    await browser.close();
  });

  it('a demo far down the page stays static until the reader scrolls to it, then responds', async () => {
    const { page, problems } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl()}/material-ui/react-dialog/`);
    await waitForHydration(page);
    const last = island(page, 'ScrollDialog');
    await expect(last.getAttribute('data-island')).resolves.toBe('static');
    // Its markup is the server's, already styled.
    await expect(last.locator('button').first().isVisible()).resolves.toBe(true);
    await last.scrollIntoViewIfNeeded();
    await page.waitForSelector('section[aria-label="Demo: ScrollDialog"] [data-island="live"]');
    await last.getByRole('button', { name: 'scroll=paper' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms of service' }).isVisible()).resolves.toBe(true);

    await page.goto(`${baseUrl()}/material-ui/react-slider/`);
    await waitForHydration(page);
    const slider = island(page, 'TemperatureMarksSlider');
    await slider.scrollIntoViewIfNeeded();
    await page.waitForSelector('section[aria-label="Demo: TemperatureMarksSlider"] [data-island="live"]');
    const thumb = slider.getByRole('slider').first();
    const before = await thumb.getAttribute('aria-valuenow');
    await thumb.focus();
    await page.keyboard.press('ArrowRight');
    await expect(thumb.getAttribute('aria-valuenow')).resolves.not.toBe(before);
    expect(problems).toEqual([]);
  });

  it('before the reader scrolls, a demo just below the fold stays static; their first scroll wakes it, still out of view', async () => {
    // Tall enough that the Button page's first demo starts less than 400 px below the fold.
    const { page, problems } = await openPage(browser, { viewport: { width: 375, height: 1000 } });
    await page.goto(`${baseUrl()}/material-ui/react-button/`);
    await waitForHydration(page);
    const first = page.locator('[data-island]').first();
    const below = await first.evaluate((element) => element.getBoundingClientRect().top - window.innerHeight);
    expect(below).toBeGreaterThan(10);
    expect(below).toBeLessThan(390);
    await page.waitForTimeout(500);
    await expect(first.getAttribute('data-island')).resolves.toBe('static');
    await page.evaluate(() => window.scrollBy(0, 10));
    await page.waitForSelector('[data-island="live"]');
    await expect(first.getAttribute('data-island')).resolves.toBe('live');
    await expect(first.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the browser skips rendering demos far off-screen, and a link into the page still lands on its heading', async () => {
    const { page, problems } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl()}/experiments/docs/demos/`);
    await waitForHydration(page);
    // `contentVisibilityAuto: true` counts content the browser skips (content-visibility: auto) as invisible.
    const rendered = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('section[aria-label^="Demo:"] [data-island]')].map((island) =>
          island.checkVisibility({ contentVisibilityAuto: true }),
        ),
      );
    const before = await rendered();
    expect(before.length).toBeGreaterThan(30);
    expect(before.at(-1)).toBe(false);
    await page.locator('section[aria-label^="Demo:"]').last().scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('section[aria-label^="Demo:"] [data-island]')].at(-1)!.checkVisibility({ contentVisibilityAuto: true }),
    );

    // Skipped demos above a heading stand in at an estimated height: the heading still lands at the
    // top, below the app bar, and stays there while the demos around it render.
    await page.goto(`${baseUrl()}/material-ui/react-button/#accessibility`);
    await waitForHydration(page);
    const headingTop = () => page.evaluate(() => Math.round(document.getElementById('accessibility')!.getBoundingClientRect().top));
    const first = await headingTop();
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(120);
    await page.waitForTimeout(1000);
    await expect(headingTop()).resolves.toBe(first);
    expect(problems).toEqual([]);
  });

  it('frames below the fold line stay out of layout until the page is parsed, on a plain visit only, and appear with nothing in view moving', async () => {
    /** What the page looked like when parsed, and how far what was in view moved until the frames appeared. */
    const visit = async (viewport: { width: number; height: number }, route: string) => {
      const { page, problems } = await openPage(browser, { viewport });
      await page.addInitScript(() => {
        const record = { parsed: { held: false, frames: 0, hidden: 0 }, shifted: 0 };
        (window as unknown as { foldRecord: typeof record }).foldRecord = record;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            record.shifted += entry.hadRecentInput ? 0 : entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('DOMContentLoaded', () => {
          const frames = [...document.querySelectorAll('[data-below-fold]')];
          record.parsed = {
            held: document.documentElement.hasAttribute('data-fold-deferred'),
            frames: frames.length,
            hidden: frames.filter((frame) => getComputedStyle(frame).display === 'none').length,
          };
        });
      });
      await page.goto(`${baseUrl()}${route}`);
      await waitForHydration(page);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-skip-offscreen'));
      const result = await page.evaluate(() => ({
        ...(window as unknown as { foldRecord: { parsed: { held: boolean; frames: number; hidden: number }; shifted: number } }).foldRecord,
        heldAfter: document.documentElement.hasAttribute('data-fold-deferred'),
        hiddenAfter: [...document.querySelectorAll('[data-below-fold]')].filter((frame) => getComputedStyle(frame).display === 'none')
          .length,
        // Where the content above the line ends, down the page.
        line: document.querySelector('[data-below-fold]')!.previousElementSibling!.getBoundingClientRect().bottom + window.scrollY,
      }));
      expect(problems).toEqual([]);
      await page.context().close();
      return result;
    };

    const plain = await visit(PHONE, '/material-ui/react-autocomplete/');
    expect(plain.parsed.frames).toBeGreaterThan(20);
    expect(plain.parsed).toEqual({ held: true, frames: plain.parsed.frames, hidden: plain.parsed.frames });
    expect(plain).toMatchObject({ heldAfter: false, hiddenAfter: 0, shifted: 0 });

    // A fragment may target something below the line: nothing is held.
    const linked = await visit(PHONE, '/material-ui/react-autocomplete/#grouped-options');
    expect(linked.parsed).toEqual({ held: false, frames: plain.parsed.frames, hidden: 0 });

    // A window tall enough to show the line: the line's check lets everything through.
    const tall = await visit({ width: PHONE.width, height: Math.ceil(plain.line) + 100 }, '/material-ui/react-autocomplete/');
    expect(tall.parsed).toEqual({ held: false, frames: plain.parsed.frames, hidden: 0 });
  });

  it('a frame in view when the skip starts is left out of it, and nothing in view moves; without the mark it would', async () => {
    /** Joy UI's Button page on a tall window, whose first demo is in view; the sum of its layout shifts. */
    const visit = async (markInView: boolean) => {
      const { page, problems } = await openPage(browser, { viewport: { width: 1440, height: 1300 } });
      await page.addInitScript(
        ([attribute, mark]) => {
          const record = { shifted: 0 };
          (window as unknown as { shiftRecord: typeof record }).shiftRecord = record;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              record.shifted += entry.hadRecentInput ? 0 : entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          if (!mark) {
            // The control: the end-of-body script's mark is dropped.
            const setAttribute = Element.prototype.setAttribute;
            Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
              if (name !== attribute) setAttribute.call(this, name, value);
            };
          }
        },
        [IN_VIEW_ATTRIBUTE, markInView] as const,
      );
      await page.goto(`${baseUrl()}/joy-ui/react-button/`);
      await waitForHydration(page);
      await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), SKIP_OFFSCREEN_ATTRIBUTE);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const result = await page.evaluate(
        ([frameAttribute, inViewAttribute]) => {
          const frames = [...document.querySelectorAll(`[${frameAttribute}]`)];
          return {
            shifted: (window as unknown as { shiftRecord: { shifted: number } }).shiftRecord.shifted,
            firstInView: frames[0].getBoundingClientRect().top < window.innerHeight,
            marked: frames.filter((frame) => frame.hasAttribute(inViewAttribute)).length,
            // The frames far below still skip their rendering.
            skipping: frames.at(-1)!.querySelector('[data-island]')!.checkVisibility({ contentVisibilityAuto: true }) === false,
          };
        },
        [FRAME_ATTRIBUTE, IN_VIEW_ATTRIBUTE] as const,
      );
      expect(problems).toEqual([]);
      await page.context().close();
      return result;
    };

    const marked = await visit(true);
    expect(marked).toEqual({ shifted: 0, firstInView: true, marked: expect.any(Number), skipping: true });
    expect(marked.marked).toBeGreaterThan(0);
    const control = await visit(false);
    expect(control.marked).toBe(0);
    expect(control.shifted).toBeGreaterThan(0);
  });

  it("a static demo's text field runs no animation; once live, Material UI's autofill check runs", async () => {
    const { page, problems } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl()}/material-ui/react-autocomplete/`);
    await waitForHydration(page);
    const animationOf = (name: string) =>
      island(page, name)
        .locator('input')
        .first()
        .evaluate((input) => getComputedStyle(input).animationName);
    const last = island(page, 'VirtualizedOptions');
    await expect(last.getAttribute('data-island')).resolves.toBe('static');
    await expect(animationOf('VirtualizedOptions')).resolves.toBe('none');
    await last.scrollIntoViewIfNeeded();
    await page.waitForSelector('section[aria-label="Demo: VirtualizedOptions"] [data-island="live"]');
    await expect(animationOf('VirtualizedOptions')).resolves.toBe('mui-auto-fill-cancel');
    expect(problems).toEqual([]);
  });

  it('a click on a demo that has not hydrated yet does what the reader meant', async () => {
    // Requests the service worker makes are not routed: without it, every script goes through page.route.
    const { page, problems } = await openPage(browser, { viewport: PHONE, serviceWorkers: 'block' });
    const route = '/material-ui/react-dialog/';
    const scripts = await holdLaterScripts(page, route, pageScripts);
    await page.goto(`${baseUrl()}${route}`);
    await waitForHydration(page);
    const demo = island(page, 'AlertDialog');
    await demo.getByRole('button').first().click();
    // The click came while the demo's code was held back.
    await scripts.someHeld();
    await expect(demo.getAttribute('data-island')).resolves.not.toBe('live');
    await scripts.release();
    await expect(page.getByRole('dialog', { name: 'Delete this project?' }).waitFor({ state: 'visible' })).resolves.toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('a demo whose code cannot load keeps its static HTML and offers a retry', async () => {
    const { page, problems } = await openPage(browser, { viewport: PHONE, serviceWorkers: 'block' });
    const route = '/material-ui/react-dialog/';
    const later = isIslandScript(route, pageScripts);
    await page.route(later, (request) => request.abort());
    // The page reloads once on a script that fails to load (src/sw/chunkRecovery.ts, a build gone
    // after a deployment): told it just did, it stays, and the island's own handling is what shows.
    // Otherwise that reload could land after the scroll below and put the page back at its top.
    await page.addInitScript(([key, now]) => window.sessionStorage.setItem(key, now), [CHUNK_RELOAD_STORAGE_KEY, String(Date.now())]);
    await page.goto(`${baseUrl()}${route}`);
    await waitForHydration(page);
    const demo = island(page, 'ScrollDialog');
    await demo.scrollIntoViewIfNeeded();
    await page.waitForSelector('section[aria-label="Demo: ScrollDialog"] [data-island="failed"]');
    await expect(demo.getByRole('button', { name: 'scroll=paper' }).isVisible()).resolves.toBe(true);
    await page.unroute(later);
    await page.getByRole('button', { name: 'The ScrollDialog demo could not load. Retry' }).click();
    await page.waitForSelector('section[aria-label="Demo: ScrollDialog"] [data-island="live"]');
    await demo.getByRole('button', { name: 'scroll=paper' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms of service' }).isVisible()).resolves.toBe(true);
    // The aborted requests are the test's doing; the page itself only warned.
    expect(problems.filter((problem) => !problem.includes('net::ERR_FAILED') && !problem.includes('ChunkLoadError'))).toEqual([]);
  });

  it('hydrating islands reuses the server styles instead of inserting them again', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl()}/material-ui/react-button/`);
    await waitForHydration(page);
    const rules = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('style')].flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText)),
      );
    // The demos' server styles are there before any island is live.
    expect((await rules()).filter((rule) => rule.includes('--demo-palette')).length).toBeGreaterThan(10);
    // Every island at once (a focus inside wakes one): the page may have hundreds.
    await page.evaluate(() =>
      document.querySelectorAll('[data-island]').forEach((island) => island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))),
    );
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-island]')].every((element) => element.getAttribute('data-island') === 'live'),
      null,
      { timeout: 100000 },
    );
    // Component styles (class rules). Global styles that several instances render (InputBase's
    // autofill keyframes) are Emotion's own matter: only the first instance takes over the server's.
    const after = (await rules()).filter((rule) => rule.startsWith('.'));
    expect(after.filter((rule, index) => after.indexOf(rule) !== index)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it.each(['/material-ui/react-dialog/', '/experiments/docs/demos/'])(
    'all of %s, once every island is live, is far more than its first load (the control of the budget)',
    async (route) => {
      const { page } = await openPage(browser, { viewport: PHONE });
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) {
          scripts.add(pathname);
        }
      });
      await page.goto(`${baseUrl()}${route}`);
      await waitForHydration(page);
      const islands = page.locator('[data-island]');
      for (let index = 0; index < (await islands.count()); index += 1) {
        await islands.nth(index).scrollIntoViewIfNeeded();
      }
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-island]')].every((element) => element.getAttribute('data-island') === 'live'),
      );
      const eager = [...scripts].reduce(
        (sum, pathname) => sum + gzipSize(fs.readFileSync(path.join(outDir, decodeURIComponent(pathname)))),
        0,
      );
      // Had these loaded with the page, the budget test would fail.
      expect(eager - measureRoute(outDir, BENCH_ROUTES.content).js.gzip).toBeGreaterThan(budgets.demoPageOverProse);
    },
  );

  it('the Button playground changes the preview and the code', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl()}/material-ui/react-button/`);
    await waitForHydration(page);
    const playground = page.getByRole('region', { name: 'Playground', exact: true });
    await playground.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-playground="Button"] [data-island="live"]');
    const preview = playground.locator('[data-playground-part="preview"] button');
    const code = playground.locator('[data-playground-part="code"]');
    await expect(code.textContent()).resolves.toContain('<Button>Button</Button>');
    await playground.getByRole('radio', { name: 'contained', exact: true }).check();
    await playground.getByRole('radio', { name: 'large', exact: true }).check();
    await playground.getByRole('switch', { name: 'disabled', exact: true }).check();
    await playground.getByRole('textbox', { name: 'children', exact: true }).fill('Save');
    await expect(preview.getAttribute('class')).resolves.toMatch(
      /MuiButton-contained.*MuiButton-sizeLarge|MuiButton-sizeLarge.*MuiButton-contained/,
    );
    await expect(preview.isDisabled()).resolves.toBe(true);
    await expect(preview.textContent()).resolves.toBe('Save');
    await expect(code.textContent()).resolves.toContain('<Button disabled size="large" variant="contained">Save</Button>');
    expect(problems).toEqual([]);
  });

  it("the Joy UI Button playground renders in Joy's theme and follows its controls", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
    await page.goto(`${baseUrl()}/joy-ui/react-button/`);
    await waitForHydration(page);
    const playground = page.getByRole('region', { name: 'Playground', exact: true });
    await playground.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-playground="Button"] [data-island="live"]');
    const preview = playground.locator('[data-playground-part="preview"] button');
    // Joy's own CSS variables, its dark scheme under the site's class.
    await expect(
      preview.evaluate((button) => getComputedStyle(button).getPropertyValue('--joy-demo-palette-primary-solidBg').trim()),
    ).resolves.not.toBe('');
    await playground.getByRole('radio', { name: 'soft', exact: true }).check();
    await expect(preview.getAttribute('class')).resolves.toContain('MuiButton-variantSoft');
    await expect(playground.locator('[data-playground-part="code"]').textContent()).resolves.toContain(
      '<Button variant="soft">Save changes</Button>',
    );
    expect(problems).toEqual([]);
  });

  it("the Joy UI Button's CSS variables playground moves the variable, the preview and the code together", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl()}/joy-ui/react-button/`);
    await waitForHydration(page);
    const playground = page.locator('[data-css-vars="ButtonVariables"]');
    await playground.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-css-vars="ButtonVariables"] [data-island="live"]');
    const preview = playground.locator('[data-playground-part="preview"] button');
    const code = playground.locator('[data-playground-part="code"]');
    const radius = () => preview.evaluate((button) => getComputedStyle(button).borderTopLeftRadius);
    await expect(radius()).resolves.toBe('6px');
    await expect(code.textContent()).resolves.not.toContain('--Button-radius');
    const slider = playground.getByRole('slider', { name: '--Button-radius' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider.getAttribute('aria-valuetext')).resolves.toBe('8px');
    await expect(radius()).resolves.toBe('8px');
    await expect(code.textContent()).resolves.toContain("'--Button-radius': '8px'");
    await playground.getByRole('button', { name: 'Reset variables' }).click();
    await expect(radius()).resolves.toBe('6px');
    expect(problems).toEqual([]);
  });
});
