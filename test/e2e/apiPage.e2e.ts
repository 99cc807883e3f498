/**
 * API pages in the browser: the table of contents' rows and groups, the table/list switch (no flash
 * of the wrong form) and the wide layout.
 */
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';
import { APP_BAR_HEIGHT } from '../../src/layout/appBarHeight';

const BUTTON_API = '/material-ui/api/button/';
const AUTOCOMPLETE_API = '/material-ui/api/autocomplete/';
const DOCS_PAGE = '/material-ui/react-button/';
const DESKTOP = { width: 1440, height: 900 };
const TOC = 'nav[aria-labelledby="toc-title"]';

/** The displayed form of the Props table: its header row and a row as the CSS lays them out. */
async function propsForm(page: Page) {
  return page.locator('#prop-disableElevation').evaluate((row) => ({
    header: getComputedStyle(row.closest('table')!.querySelector('thead')!).display,
    row: getComputedStyle(row).display,
    mark: document.documentElement.getAttribute('data-api-view'),
  }));
}

const TABLE_FORM = { header: 'table-header-group', row: 'table-row', mark: 'table' };
const LIST_FORM = { header: 'none', row: 'flex', mark: 'list' };

/**
 * Loads the page with every JavaScript bundle blocked: what it shows then is what the first paint
 * shows (the HTML, its CSS and its inline scripts only). `stripViewScript` removes the API view's
 * inline script, the control that shows this check notices a missing one.
 */
async function formBeforeBundles(page: Page, options: { stored?: string; stripViewScript?: boolean } = {}) {
  if (options.stored !== undefined) {
    await page.addInitScript((stored) => window.localStorage.setItem('apiView', stored), options.stored);
  }
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  if (options.stripViewScript) {
    await page.route(`${baseUrl()}${BUTTON_API}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const stripped = html.replace(/<script>\(function\(\)\{var v='table';[\s\S]*?<\/script>/, '');
      if (stripped === html) {
        throw new Error('The API view script was not found in the page; the control cannot run.');
      }
      await route.fulfill({ response, body: stripped });
    });
  }
  await page.goto(`${baseUrl()}${BUTTON_API}`, { waitUntil: 'domcontentloaded' });
  return propsForm(page);
}

/** The width of the content column (the grid's first cell in <main>). */
async function contentWidth(page: Page, route: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${baseUrl()}${route}`);
  await waitForHydration(page);
  return page
    .locator('main > div')
    .first()
    .evaluate((element) => element.getBoundingClientRect().width);
}

describe('API pages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('the server HTML lists every prop of Button in the table of contents, linked to its row', async () => {
    const html = await (await fetch(`${baseUrl()}${BUTTON_API}`)).text();
    const label = html.indexOf('aria-labelledby="toc-title"');
    const nav = html.slice(html.lastIndexOf('<nav', label), html.indexOf('</nav>', label));
    expect(nav).toMatch(/<a [^>]*href="#prop-disableElevation"[^>]*>disableElevation<\/a>/);
    expect(nav).toMatch(/<a [^>]*href="#classes-root"[^>]*>root<\/a>/);
    expect(html).toMatch(/<tr id="prop-disableElevation">/);
  });

  it('the table of contents links disableElevation; clicking it brings the row below the app bar', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}${BUTTON_API}`);
    await waitForHydration(page);
    const toc = page.locator(TOC);
    const link = toc.getByRole('link', { name: 'disableElevation', exact: true });
    const group = toc.getByRole('button', { name: /^Props, \d+ entries$/ });
    // Closed at the top of the page: the outline fits the column.
    await expect(group.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(link.isVisible()).resolves.toBe(false);
    await group.click();
    await expect(link.getAttribute('href')).resolves.toBe('#prop-disableElevation');
    await link.click();
    await page.waitForFunction(() => window.location.hash === '#prop-disableElevation');
    await page.waitForFunction((appBar) => {
      const top = document.getElementById('prop-disableElevation')!.getBoundingClientRect().top;
      return top >= appBar && top < window.innerHeight / 2;
    }, APP_BAR_HEIGHT);
    // The entry of the row in view is marked, and its group stays open.
    await page.waitForFunction(
      (selector) => document.querySelector(`${selector} a[aria-current="location"]`)?.textContent === 'disableElevation',
      TOC,
    );
    await expect(group.getAttribute('aria-expanded')).resolves.toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('scrolling into the CSS classes opens their group and marks the class in view', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}${BUTTON_API}#classes-colorPrimary`);
    await waitForHydration(page);
    const group = page.locator(TOC).getByRole('button', { name: /^CSS classes, \d+ entries$/ });
    await page.waitForFunction(
      (selector) => document.querySelector(`${selector} a[aria-current="location"]`)?.textContent === 'colorPrimary',
      TOC,
    );
    await expect(group.getAttribute('aria-expanded')).resolves.toBe('true');
    // The marked entry is inside the table of contents' own scrolling column.
    const inView = await page.locator(`${TOC} a[aria-current="location"]`).evaluate((link) => {
      const column = link.closest('aside')!.getBoundingClientRect();
      const rect = link.getBoundingClientRect();
      return rect.top >= column.top && rect.bottom <= column.bottom;
    });
    expect(inView).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a group closes and opens from the keyboard, with a visible focus', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}${BUTTON_API}`);
    await waitForHydration(page);
    const group = page.locator(TOC).getByRole('button', { name: /^CSS classes, \d+ entries$/ });
    const list = page.locator(`#${await group.getAttribute('aria-controls')}`);
    // Reached with Tab from the entry before it, as a keyboard user does.
    await page.locator(TOC).getByRole('link', { name: 'CSS classes', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(group.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(group.evaluate((element) => getComputedStyle(element).outlineStyle)).resolves.toBe('solid');
    await page.keyboard.press('Enter');
    await expect(group.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(list.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Space');
    await expect(group.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(list.isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the list view is remembered, and a reload shows it before any bundle has run', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}${BUTTON_API}`);
    await waitForHydration(page);
    await expect(propsForm(page)).resolves.toEqual(TABLE_FORM);
    const switcher = page.getByRole('group', { name: 'Show props as' }).first();
    await switcher.getByRole('button', { name: 'List' }).click();
    await expect(propsForm(page)).resolves.toEqual(LIST_FORM);
    await expect(switcher.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.evaluate(() => window.localStorage.getItem('apiView'))).resolves.toBe('list');
    // Only the visible form is in the accessibility tree: the header row is gone with its display.
    await expect(page.getByRole('columnheader', { name: 'Type' }).count()).resolves.toBe(0);

    await page.reload();
    await waitForHydration(page);
    await expect(propsForm(page)).resolves.toEqual(LIST_FORM);
    await expect(switcher.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await switcher.getByRole('button', { name: 'Table' }).click();
    await expect(propsForm(page)).resolves.toEqual(TABLE_FORM);
    expect(problems).toEqual([]);
    await page.context().close();

    const before = await openPage(browser, { viewport: DESKTOP });
    await expect(formBeforeBundles(before.page, { stored: 'list' })).resolves.toEqual(LIST_FORM);
    // The switch looks pressed on List before hydration too (its look follows the mark on <html>).
    const pressedLook = await before.page
      .locator('[role="group"] button[value]')
      .evaluateAll((buttons) => buttons.slice(0, 2).map((button) => getComputedStyle(button).backgroundColor !== 'rgba(0, 0, 0, 0)'));
    expect(pressedLook).toEqual([false, true]);
    await before.page.context().close();
  });

  it('control: without its inline script the stored list view would not show before the bundles', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await expect(formBeforeBundles(page, { stored: 'list', stripViewScript: true })).resolves.toEqual({ ...TABLE_FORM, mark: null });
    await page.context().close();
  });

  it.each(['bogus', 'LIST', '"><img src=x onerror=alert(1)>'])('a stored %p falls back to the table', async (stored) => {
    const early = await openPage(browser, { viewport: DESKTOP });
    await expect(formBeforeBundles(early.page, { stored })).resolves.toEqual(TABLE_FORM);
    await early.page.context().close();

    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.addInitScript((value) => window.localStorage.setItem('apiView', value), stored);
    await page.goto(`${baseUrl()}${BUTTON_API}`);
    await waitForHydration(page);
    await expect(propsForm(page)).resolves.toEqual(TABLE_FORM);
    const table = page.getByRole('group', { name: 'Show props as' }).first().getByRole('button', { name: 'Table' });
    await expect(table.getAttribute('aria-pressed')).resolves.toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('from 1440 px API pages get a wider content column; documentation pages keep theirs', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    const widths: Record<number, { api: number; docs: number }> = {};
    for (const width of [1280, 1439, 1440, 1920]) {
      widths[width] = { api: await contentWidth(page, BUTTON_API, width), docs: await contentWidth(page, DOCS_PAGE, width) };
    }
    // Below 1440 both layouts are the same.
    expect(widths[1280].api).toBe(widths[1280].docs);
    expect(widths[1439].api).toBe(widths[1439].docs);
    // At 1440 the navigation (280 px) and the contents (240 px) leave 920 px: both fill it.
    expect(widths[1440]).toEqual({ api: 920, docs: 920 });
    // Wider, documentation pages stop at 960 px, API pages at 1280 px.
    expect(widths[1920]).toEqual({ api: 1280, docs: 960 });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('rows shown as cards or as a list wait out of view to be laid out; rows of a table never do; a linked row still lands below the app bar', async () => {
    /** Whether the first cell of the row is laid out now (false while content-visibility skips it). */
    const laidOut = (page: Page, id: string) =>
      page
        .locator(`#${id} td`)
        .first()
        .evaluate((cell) => cell.checkVisibility({ contentVisibilityAuto: true }));
    const cases = [
      { viewport: { width: 375, height: 800 }, view: 'table', skipsRowsOutOfView: true },
      { viewport: DESKTOP, view: 'list', skipsRowsOutOfView: true },
      { viewport: DESKTOP, view: 'table', skipsRowsOutOfView: false },
    ];
    for (const { viewport, view, skipsRowsOutOfView } of cases) {
      const { page, problems } = await openPage(browser, { viewport });
      await page.addInitScript((value) => window.localStorage.setItem('apiView', value), view);
      await page.goto(`${baseUrl()}${AUTOCOMPLETE_API}`);
      await waitForHydration(page);
      // The first prop is in view at the top of the page; the last one is over 7,000 px below it, beyond
      // the margin in which Chrome lays out such rows ahead (half a screen at least, here 2.5 screens).
      expect({ view, first: await laidOut(page, 'prop-options'), last: await laidOut(page, 'prop-value') }).toEqual({
        view,
        first: true,
        last: !skipsRowsOutOfView,
      });
      await page.goto(`${baseUrl()}${AUTOCOMPLETE_API}#prop-value`);
      await waitForHydration(page);
      await page.waitForFunction((appBar) => {
        const top = document.getElementById('prop-value')!.getBoundingClientRect().top;
        return top >= appBar && top < window.innerHeight / 2;
      }, APP_BAR_HEIGHT);
      expect(await laidOut(page, 'prop-value')).toBe(true);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it.each([375, 1280, 1440, 1920])('nothing overflows sideways at %i px, in either view', async (width) => {
    for (const stored of ['table', 'list']) {
      const { page, problems } = await openPage(browser, { viewport: { width, height: 900 } });
      await page.addInitScript((value) => window.localStorage.setItem('apiView', value), stored);
      for (const route of [BUTTON_API, '/joy-ui/api/autocomplete/', '/base-ui/react-menu/hooks-api/']) {
        await page.goto(`${baseUrl()}${route}`);
        await waitForHydration(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect({ route, stored, overflow }).toEqual({ route, stored, overflow: 0 });
      }
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
