import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';

/** One page per product: the product name and the version label change the header's width. */
const PRODUCT_PAGES = [
  '/material-ui/getting-started/',
  '/joy-ui/getting-started/',
  '/system/getting-started/',
  '/base-ui/getting-started/',
  '/x/react-data-grid/',
  '/toolpad/core/react-dashboard-layout/',
  '/experiments/docs/headers/',
  '/',
];
const TARGET = 44;

interface ControlBox {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The app bar's visible links and buttons, with their boxes. */
async function headerControls(page: Page): Promise<ControlBox[]> {
  return page
    .locator('header')
    .first()
    .locator('a, button')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const { left, right, top, bottom } = element.getBoundingClientRect();
          return { name: element.getAttribute('aria-label') ?? element.textContent ?? '', left, right, top, bottom };
        }),
    );
}

/** What is wrong with a row of controls: cut off, overlapping or smaller than a touch target. */
function headerProblems(controls: ControlBox[], viewportWidth: number): string[] {
  const problems: string[] = [];
  controls.forEach((box, index) => {
    if (box.left < 0 || box.right > viewportWidth) {
      problems.push(`${box.name}: ${box.left}–${box.right} lies outside 0–${viewportWidth}`);
    }
    if (box.right - box.left < TARGET || box.bottom - box.top < TARGET) {
      problems.push(`${box.name}: ${box.right - box.left}×${box.bottom - box.top}, under ${TARGET}×${TARGET}`);
    }
    for (const other of controls.slice(index + 1)) {
      if (box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom) {
        problems.push(`${box.name} overlaps ${other.name}`);
      }
    }
  });
  return problems;
}

describe('the app bar on every width', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('the check finds a cut-off, an overlap and a small target (control)', () => {
    const controls = [
      { name: 'a', left: 0, right: 44, top: 10, bottom: 54 },
      { name: 'b', left: 40, right: 84, top: 10, bottom: 54 },
      { name: 'c', left: 290, right: 330, top: 10, bottom: 54 },
    ];
    expect(headerProblems(controls, 320)).toEqual(['a overlaps b', 'c: 290–330 lies outside 0–320', 'c: 40×44, under 44×44']);
  });

  it.each([320, 375, 600, 900, 1200])('%i px: every control of every product is fully visible, apart and 44×44', async (width) => {
    const { page, problems } = await openPage(browser, { viewport: { width, height: 700 } });
    const found: string[] = [];
    for (const route of PRODUCT_PAGES) {
      await page.goto(`${baseUrl()}${route}`);
      await waitForHydration(page);
      const controls = await headerControls(page);
      // Navigation, home, version, search and settings are there at every width.
      expect(controls.length).toBeGreaterThanOrEqual(5);
      found.push(...headerProblems(controls, width).map((problem) => `${route} ${problem}`));
    }
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('375 px: the colour mode is one tap away; the products are in the navigation drawer', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto(`${baseUrl()}/joy-ui/getting-started/`);
    await waitForHydration(page);
    const header = page.locator('header').first();
    await expect(header.getByRole('button', { name: /^Switch to/ }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('button', { name: /v5\.0\.0-beta\.49/ }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('button', { name: 'Products' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Material UI' }).click();
    await page.waitForURL(`${baseUrl()}/material-ui/getting-started/`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(['Enter', ' ', 'ArrowDown'])(
    'the versions menu opens from the keyboard (%j), focus goes into it and comes back on Escape',
    async (key) => {
      const { page, problems } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
      await page.goto(`${baseUrl()}/material-ui/getting-started/`);
      await waitForHydration(page);
      // By CSS, not by role: the open menu hides the rest of the page from the accessibility tree.
      const trigger = page.locator('header button[aria-label="Material UI version v7.0.1, choose another version"]');
      await expect(trigger.getAttribute('aria-haspopup')).resolves.toBe('menu');
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBeNull();
      await trigger.focus();
      await page.keyboard.press(key);
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(trigger.getAttribute('aria-controls')).resolves.toBe(await menu.getAttribute('id'));
      // The menu takes the focus, on the current version.
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
      await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).resolves.toBe('page');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expect(trigger.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await expect(trigger.getAttribute('aria-expanded')).resolves.toBeNull();
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('the colour-mode button switches the whole site: class, stored mode and the settings agree', async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 1440, height: 900 }, colorScheme: 'light' });
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    const header = page.locator('header').first();
    await header.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.waitForFunction(() => document.documentElement.className === 'dark');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    await header.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    await page.getByRole('button', { name: 'Open settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await expect(drawer.getByRole('button', { name: 'Dark', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await drawer.getByRole('button', { name: 'Close settings' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await header.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.waitForFunction(() => document.documentElement.className === 'light');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('light');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
