import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startStaticServer } from '../../scripts/lib/staticServer';
import { launchBrowser, openPage, waitForHydration } from './browser';

const OUT = path.resolve(__dirname, '..', '..', 'out');
const PAGE = '/material-ui/react-button/';
const DESKTOP = { width: 1280, height: 800 };

type Server = Awaited<ReturnType<typeof startStaticServer>>;

/** Resolves once the worker controls the page and has cached what the page loaded (the page says so). */
async function waitUntilCached(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  await page.locator('html[data-sw-cached="true"]').waitFor({ state: 'attached', timeout: 30000 });
}

/** Build B: build A with a new build id in its worker and a marker in the test page. */
function makeBuildB(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-b-'));
  const copy = path.join(dir, 'out');
  execFileSync('cp', ['-al', OUT, copy]);
  const html = fs.readFileSync(path.join(OUT, PAGE, 'index.html'), 'utf8');
  const buildId = /"buildId":"([^"]+)"/.exec(html)![1];
  const rewrite = (file: string, change: (text: string) => string) => {
    const target = path.join(copy, file);
    const text = fs.readFileSync(target, 'utf8');
    // The copy shares the original's files (hard links): replace the file, never write through it.
    fs.unlinkSync(target);
    fs.writeFileSync(target, change(text));
  };
  rewrite('sw.js', (text) => {
    expect(text).toContain(`"${buildId}"`);
    return text.split(`"${buildId}"`).join(`"${buildId}-b"`);
  });
  rewrite(path.join(PAGE, 'index.html'), (text) => text.replace('<head>', '<head><meta name="e2e-build" content="B"/>'));
  return copy;
}

/** Resolves once the page's update flow reports `stage` on <html data-sw-update> (src/sw/updateFlow.ts). */
async function updateStage(page: Page, stage: string) {
  await page.locator(`html[data-sw-update="${stage}"]`).waitFor({ state: 'attached', timeout: 30000 });
}

/** No newer worker is installing or waiting: nothing can make the page reload again. */
async function noUpdatePending(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    return registration.installing === null && registration.waiting === null;
  });
}

async function loadsOf(page: Page): Promise<number> {
  return page.evaluate(() => Number(sessionStorage.getItem('e2e-loads')));
}

/** What the page and its registration say, for a failure's message. */
async function registrationState(page: Page): Promise<string> {
  const state = await page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return JSON.stringify({
        url: window.location.pathname,
        stage: document.documentElement.dataset.swUpdate,
        installing: registration?.installing?.state,
        waiting: registration?.waiting?.state,
        active: registration?.active?.state,
        controlled: navigator.serviceWorker.controller !== null,
        loads: sessionStorage.getItem('e2e-loads'),
      });
    })
    .catch((error: Error) => `unreadable (${error.message.split('\n')[0]})`);
  return `the registration: ${state}`;
}

/**
 * Resolves once build B's page is shown. Polled on a timer rather than on animation frames. The new
 * worker precaches about a megabyte before it takes over: once, late in a full e2e run, the page was
 * not there after 30 s. A failure says where the page and its registration stood.
 */
async function waitForBuildB(page: Page) {
  await page
    .waitForFunction(() => document.querySelector('meta[name="e2e-build"]')?.getAttribute('content') === 'B', null, {
      timeout: 60000,
      polling: 500,
    })
    .catch(async (error: Error) => {
      throw new Error(`${error.message}; ${await registrationState(page)}`);
    });
}

describe('service worker', () => {
  let browser: Browser;
  let server: Server | undefined;
  let buildB: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    buildB = makeBuildB();
  });

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  afterAll(async () => {
    await browser.close();
    fs.rmSync(path.dirname(buildB), { recursive: true, force: true });
  });

  it('keeps visited pages and their demos working offline, and shows the offline page for others', async () => {
    server = await startStaticServer(OUT, 0);
    const origin = server.url;
    const { page, problems } = await openPage(browser, { viewport: DESKTOP, serviceWorkers: 'allow' });
    await page.goto(`${origin}${PAGE}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Show code' }).first().click();
    await page.getByTestId('demo-source').waitFor();
    await waitUntilCached(page);
    // The page says so once the worker's cache writes have landed, not when its responses are in.
    await expect(page.evaluate(async () => (await caches.match(window.location.href)) !== undefined)).resolves.toBe(true);
    // The demo's code, fetched before the worker took control or through it, is cached either way.
    await page.waitForFunction(
      async () => {
        for (const name of await caches.keys()) {
          const keys = name.startsWith('docs-assets-') ? await (await caches.open(name)).keys() : [];
          if (keys.some((request) => request.url.includes('/static/demos/'))) {
            return true;
          }
        }
        return false;
      },
      null,
      { timeout: 30000, polling: 250 },
    );
    expect(problems).toEqual([]);

    await server.close();
    server = undefined;
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Button');
    const showCode = page.getByRole('button', { name: 'Show code' }).first();
    await showCode.click();
    await page.getByTestId('demo-source').waitFor();
    await expect(page.getByTestId('demo-source').textContent()).resolves.toContain('Button');

    await page.goto(`${origin}/material-ui/react-card/`);
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    const saved = page.getByRole('list', { name: 'Saved pages' }).getByRole('link');
    await saved.first().waitFor();
    await expect(saved.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toContain(PAGE);
    await page.context().close();
  });

  /**
   * A reader on build A with the worker installed, on a second load (a page the worker controls
   * from the start; a first visit takes no updates). Counts document loads, and lets the test
   * decide what `document.hasFocus()` says.
   */
  async function visitBuildA() {
    server = await startStaticServer(OUT, 0);
    const origin = server.url;
    const { page, problems } = await openPage(browser, { viewport: DESKTOP, serviceWorkers: 'allow' });
    await page.addInitScript(() => {
      sessionStorage.setItem('e2e-loads', String(Number(sessionStorage.getItem('e2e-loads')) + 1));
      const state = window as unknown as { e2eFocused: boolean };
      state.e2eFocused = true;
      Object.defineProperty(document, 'hasFocus', { value: () => state.e2eFocused });
    });
    await page.goto(`${origin}${PAGE}`);
    await waitForHydration(page);
    await waitUntilCached(page);
    await page.reload();
    // The page's update flow is attached before build B exists, so it sees the whole update, and
    // the worker has finished caching what the page loaded (a busy worker holds a new one back).
    await updateStage(page, 'watching');
    await waitUntilCached(page);
    expect(await loadsOf(page)).toBe(2);
    return { page, problems, origin };
  }

  /** Swaps the served files for build B on the same origin and asks the worker to check for it. */
  async function deployBuildB(page: Page, origin: string) {
    await server!.close();
    server = await startStaticServer(buildB, Number(new URL(origin).port));
    // An update check still running (the one Chromium starts after a navigation, say) absorbs a new
    // update() call, and may have read the old sw.js: ask again until the page reports build B's
    // worker (the flow tells it to take over as soon as it is found).
    await page.waitForFunction(
      async () => {
        const found = () =>
          document.documentElement.dataset.swUpdate !== 'watching' || document.querySelector('meta[name="e2e-build"]') !== null;
        if (!found()) {
          await (await navigator.serviceWorker.getRegistration())!.update().catch(() => undefined);
        }
        return found();
      },
      null,
      { timeout: 30000, polling: 1000 },
    );
  }

  it('takes a new deployment with exactly one reload, and drops the old build’s caches', async () => {
    const { page, problems, origin } = await visitBuildA();
    await deployBuildB(page, origin);
    await waitForBuildB(page);
    // Build B's page is controlled by build B's worker, with nothing newer: no second reload can come.
    await updateStage(page, 'watching');
    expect(await noUpdatePending(page)).toBe(true);
    expect(await loadsOf(page)).toBe(3);
    const cacheNames = await page.evaluate(() => caches.keys());
    expect(cacheNames.filter((name) => name.startsWith('docs-pages-'))).toHaveLength(1);
    expect(cacheNames.find((name) => name.startsWith('docs-pages-'))).toMatch(/-b$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('waits for the focus before reloading a page in the background', async () => {
    const { page, problems, origin } = await visitBuildA();
    await page.evaluate(() => {
      (window as unknown as { e2eFocused: boolean }).e2eFocused = false;
    });
    await deployBuildB(page, origin);
    // The new worker took control and the page chose to wait for the focus: only a focus reloads it.
    await updateStage(page, 'waiting-for-focus').catch(async (error: Error) => {
      throw new Error(`${error.message}; ${await registrationState(page)}`);
    });
    expect(await loadsOf(page)).toBe(2);
    await expect(page.locator('meta[name="e2e-build"]').count()).resolves.toBe(0);

    await page.evaluate(() => {
      (window as unknown as { e2eFocused: boolean }).e2eFocused = true;
      window.dispatchEvent(new Event('focus'));
    });
    await waitForBuildB(page);
    await updateStage(page, 'watching');
    expect(await noUpdatePending(page)).toBe(true);
    expect(await loadsOf(page)).toBe(3);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
