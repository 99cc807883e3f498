import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page, ViewportSize } from 'playwright-core';
import { baseUrl, launchBrowser, openPage } from './browser';
import { listExportedPages } from '../../scripts/lib/measure';
import { firstLoadScriptList } from '../../scripts/lib/deferFirstLoadScripts';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

interface StalledLoad {
  /** Whether the browser painted anything while the rest of the HTML was held back. */
  paintedInStall: boolean;
  /** The page's layout shift once it has all arrived. */
  shift: number;
}

/**
 * Loads `html` as a slow network brings it: every byte before `stallAt`, then nothing until `stall`
 * resolves, then the rest. Its other requests are refused: only the HTML and its inline styles and
 * scripts are drawn, nothing hydrates.
 */
async function loadWithStall(
  browser: Browser,
  html: string,
  stallAt: number,
  viewport: ViewportSize,
  stall: (page: Page) => Promise<unknown>,
): Promise<StalledLoad> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, stallAt));
    released.then(() => response.end(html.slice(stallAt)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.route('**/*', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()));
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { waitUntil: 'commit' });
    await stall(page);
    const paintedInStall = await page.evaluate(() => performance.getEntriesByType('paint').length > 0);
    release();
    await page.waitForLoadState('load');
    // Layout shifts are reported once the frames that carry them are rendered.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return { paintedInStall, shift: await page.evaluate(() => (window as unknown as { __shift: number }).__shift) };
  } finally {
    release();
    await context.close();
    server.close();
  }
}

const INSTALLATION = '/material-ui/getting-started/installation/';

/** Where a slow network stops the page: before the button labelled `label`, so the row is laid out without it. */
const beforeButton = (label: string) => (html: string) => html.lastIndexOf('<button', html.indexOf(`aria-label="${label}"`));

describe('site shell', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('exported HTML carries every style in <head> and none in <body>', async () => {
    // Material UI drawn on the server (demos, a live template): its Emotion styles are collected into <head>.
    for (const path of ['/material-ui/react-button/', '/joy-ui/react-button/', '/material-ui/getting-started/templates/sign-in/']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const [head, body] = html.split('<body');
      expect(head).toMatch(/<style data-emotion="mui [^"]+"/);
      expect(body).not.toMatch(/<style/);
    }
    // The frame alone is CSS modules on the theme's variables: no Emotion at all.
    for (const path of ['/', '/versions/', '/404.html', '/material-ui/getting-started/installation/']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const [head, body] = html.split('<body');
      expect(head).toMatch(/<style data-theme-sheet=""/);
      expect(html).not.toMatch(/data-emotion/);
      expect(body).not.toMatch(/<style/);
    }
  });

  it('every exported page holds its parts in its HTML, none in a boundary that a script reveals later', () => {
    // React writes a part that suspended during the render as `<!--$?-->` plus a hidden copy and an
    // inline script that moves it in: hidden until then, and for good without JavaScript
    // (src/components/deferredPart.tsx; getStaticProps preloads the parts to prevent it).
    const outDir = path.resolve(__dirname, '..', '..', 'out');
    const pages = listExportedPages(outDir);
    const pending = pages.filter((file) => fs.readFileSync(file, 'utf8').includes('<!--$?-->'));
    expect(pages.length).toBeGreaterThan(500);
    expect(pending.map((file) => path.relative(outDir, file))).toEqual([]);
    // The parts are there: the sidebar, the contents, the page's actions and its footer.
    const html = fs.readFileSync(path.join(outDir, 'material-ui', 'getting-started', 'installation', 'index.html'), 'utf8');
    for (const part of ['aria-label="Documentation"', '>Copy page<', 'class="page-feedback"', 'Peer dependencies</a>']) {
      expect(html).toContain(part);
    }
  });

  it('no exported page asks for a script before its first paint: every script of a page is in the list its loader reads', () => {
    // A script the browser fetches with the document shares a connection with the fonts the first
    // paint waits for (scripts/lib/deferFirstLoadScripts.ts), the chunks of `next/dynamic` parts too.
    const outDir = path.resolve(__dirname, '..', '..', 'out');
    const pages = listExportedPages(outDir);
    const early = pages.filter((file) => /<script\b[^>]*\ssrc=/.test(fs.readFileSync(file, 'utf8')));
    expect(pages.length).toBeGreaterThan(500);
    expect(early.map((file) => path.relative(outDir, file))).toEqual([]);
    // The demo frame's chunk, a dynamic part that Next writes as a script of its own, is in the list.
    const html = fs.readFileSync(path.join(outDir, 'material-ui', 'react-autocomplete', 'index.html'), 'utf8');
    const chunks = firstLoadScriptList(html).map((src) => fs.readFileSync(path.join(outDir, src), 'utf8'));
    expect(chunks.filter((chunk) => chunk.includes('Demo: '))).toHaveLength(1);
  });

  it("a page's sections and demo frames are one boundary of their own, which React hydrates after the frame", () => {
    const outDir = path.resolve(__dirname, '..', '..', 'out');
    const html = fs.readFileSync(path.join(outDir, 'material-ui', 'react-autocomplete', 'index.html'), 'utf8');
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>') + '</article>'.length);
    // The boundary opens before the first section and closes at the article's end: every frame is inside.
    const opening = article.search(/<!--\$--><div class="[^"]*markdown/);
    expect(opening).toBeGreaterThan(0);
    expect(article.slice(0, opening)).not.toMatch(/class="[^"]*markdown/);
    expect(article.endsWith('<!--/$--></article>')).toBe(true);
    expect(article.indexOf('aria-label="Demo: ')).toBeGreaterThan(opening);
  });

  it('with scripts off, every CSS-module class of the frame has its rules in the page (nothing waits on a chunk to be styled)', async () => {
    // A part hydrated later (src/docs/pageParts.ts) must not bring its styles with its chunk:
    // the ad slot's reserved height once did, and moved the page down when it came.
    const { page, problems } = await openPage(browser, { javaScriptEnabled: false, viewport: DESKTOP });
    const unstyled: string[] = [];
    for (const route of [
      '/',
      '/material-ui/getting-started/installation/',
      '/material-ui/react-button/',
      '/material-ui/api/button/',
      '/versions/',
      '/search/',
      '/404.html',
    ]) {
      await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
      const classes: string[] = await page.evaluate(() => {
        const selectors: string[] = [];
        const collect = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) {
              selectors.push(rule.selectorText);
            }
            if ('cssRules' in rule) {
              collect((rule as CSSGroupingRule).cssRules);
            }
          }
        };
        for (const sheet of Array.from(document.styleSheets)) {
          collect(sheet.cssRules);
        }
        const text = selectors.join('\n');
        const used = new Set<string>();
        // Islands draw with Material UI (Emotion), not CSS modules.
        document.querySelectorAll('[class]').forEach((element) => {
          if (!element.closest('[data-island]')) {
            element.classList.forEach((name) => used.add(name));
          }
        });
        // A CSS module's class: the bundler's six-character prefix, then the class's own name.
        return [...used].filter((name) => /^_?[\w-]{6}_[a-zA-Z]/.test(name) && !text.includes(`.${name}`));
      });
      unstyled.push(...classes.map((name) => `${route}: .${name}`));
    }
    expect(unstyled).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['phone', 'the app bar', PHONE, INSTALLATION, beforeButton('Open settings')],
    ['desktop', 'the app bar', DESKTOP, INSTALLATION, beforeButton('Open settings')],
    ['phone', 'the title row', PHONE, INSTALLATION, beforeButton('More page actions')],
    // After the first row: the columns are as wide as their widest cell, and the caption goes under the last row.
    ['phone', 'the versions table', PHONE, '/versions/', (html: string) => html.indexOf('</tr>', html.indexOf('<tbody')) + '</tr>'.length],
    // Inside the template's header, before its wordmark's name: without it the row is shorter.
    [
      'phone',
      'a live template',
      PHONE,
      '/material-ui/getting-started/templates/blog/',
      (html: string) => html.indexOf('Driftwood<', html.indexOf('<body')),
    ],
  ])('%s: the first paint waits for %s, so a page arriving slowly does not shift it', async (_name, _part, viewport, route, stallPoint) => {
    const html = await (await fetch(`${baseUrl()}${route}`)).text();
    const stallAt = stallPoint(html);
    expect(stallAt).toBeGreaterThan(html.indexOf('<body'));
    // Half a second without a byte: nothing is painted, and nothing moves once the rest arrives.
    const gated = await loadWithStall(browser, html, stallAt, viewport, (page) => page.waitForTimeout(500));
    expect(gated).toEqual({ paintedInStall: false, shift: 0 });
    // Control: without the render-blocking links (src/layout/PaintGate.tsx), the part that has come is
    // painted (the stall lasts until it is), then shifted by the rest.
    const ungated = html.replace(/<link rel="expect"[^>]*>/g, '');
    expect(ungated).not.toBe(html);
    const painted = (page: Page) => page.waitForFunction(() => performance.getEntriesByType('paint').length > 0, null, { polling: 50 });
    const control = await loadWithStall(browser, ungated, stallAt - (html.length - ungated.length), viewport, painted);
    expect(control.paintedInStall).toBe(true);
    expect(control.shift).toBeGreaterThan(0);
  });

  it('an unknown address answers 404 with a way home', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    const response = await page.goto(`${baseUrl()}/xqzv/wvvk/`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
    // Nothing looks like this address: no suggestions.
    await expect(page.getByRole('heading', { name: 'Were you looking for one of these?' }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a mistyped address offers the closest pages, Button first for react-buton', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 375, height: 740 } });
    const response = await page.goto(`${baseUrl()}/material-ui/react-buton/`);
    expect(response?.status()).toBe(404);
    const suggestions = page.getByRole('region', { name: 'Were you looking for one of these?' }).getByRole('link');
    await suggestions.first().waitFor();
    const count = await suggestions.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(5);
    await expect(suggestions.first().getAttribute('href')).resolves.toBe('/material-ui/react-button/');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    await suggestions.first().click();
    await page.waitForURL(`${baseUrl()}/material-ui/react-button/`);
    // A client-side navigation: the address changes before the page does.
    await page.getByRole('heading', { level: 1, name: 'Button' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the skip link is the first focusable element and moves focus to the content', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    const box = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
    expect(box).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('focus is visible on the header controls', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const settings = page.getByRole('button', { name: 'Open settings' });
    await settings.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await settings.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
    await page.context().close();
  });

  it('desktop: the navigation is a permanent column; the app bar shows the top menu', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Documentation' });
    await expect(nav.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Open navigation' }).isVisible()).resolves.toBe(false);
    const site = page.getByRole('navigation', { name: 'Site' });
    for (const name of ['Versions', 'Templates store', 'Blog']) {
      await expect(site.getByRole('link', { name: new RegExp(`^${name}`) }).isVisible()).resolves.toBe(true);
    }
    await expect(site.getByRole('link', { name: /^Blog/ }).getAttribute('target')).resolves.toBe('_blank');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('phone: the menu button opens a temporary drawer, Escape closes it', async () => {
    const { page, problems } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('navigation', { name: 'Documentation' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawerNav = page.getByRole('dialog', { name: 'Navigation' }).getByRole('navigation', { name: 'Documentation' });
    await drawerNav.getByRole('link', { name: 'Joy UI' }).waitFor();
    await page.keyboard.press('Escape');
    await drawerNav.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the versions menu lists the versions with the current one marked', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /version v7\.0\.1/ }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect(menu.getByRole('menuitem').count()).resolves.toBe(4);
    await expect(menu.locator('[aria-current="page"]').textContent()).resolves.toContain('v7.0.1');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('settings: mode, direction and density apply at once', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP, colorScheme: 'light' });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await drawer.getByRole('button', { name: 'Dark', exact: true }).click();
    await page.waitForFunction(() => document.documentElement.className === 'dark');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    await expect(drawer.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).resolves.toBe('true');

    await drawer.getByRole('button', { name: 'Right to left' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await drawer.getByRole('button', { name: 'Close settings' }).click();
    await drawer.waitFor({ state: 'hidden' });
    // Mirrored: the navigation column now sits on the right-hand side.
    const navBox = await page.getByRole('navigation', { name: 'Documentation' }).boundingBox();
    expect(navBox!.x).toBeGreaterThan(DESKTOP.width / 2);

    await page.getByRole('button', { name: 'Open settings' }).click();
    await drawer.getByRole('button', { name: 'Left to right' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    await drawer.getByRole('button', { name: 'System', exact: true }).click();
    await page.waitForFunction(() => document.documentElement.className === 'light');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
