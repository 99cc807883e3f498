import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';
import { MISSING_LICENSE_MESSAGE, routesWithCommercialDemos } from './commercialDemos';

const DESKTOP = { width: 1440, height: 900 };

/** Reads a value until it is accepted (or the time is up), and returns the last one read. */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** Opens a page and brings one of its demos to life; returns the demo's box. */
async function liveDemo(page: Page, route: string, name: string): Promise<Locator> {
  await page.goto(`${baseUrl()}${route}`);
  await waitForHydration(page);
  const demo = page.locator(`section[aria-label="Demo: ${name}"]`);
  await demo.scrollIntoViewIfNeeded();
  await demo.locator('[data-island="live"]').waitFor();
  return demo;
}

/** A framed demo (Toolpad Core): the frame's content once its island is live. */
async function liveFramedDemo(page: Page, route: string, name: string) {
  await liveDemo(page, route, name);
  return page.frameLocator(`iframe[title="The ${name} demo"]`);
}

describe('MUI X and Toolpad Core demos, used in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('the Data Grid sorts its rows when a column header is clicked', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    const demo = await liveDemo(page, '/x/react-data-grid/', 'BasicDataGrid');
    const header = demo.locator('[role="columnheader"][aria-sort]').first();
    const column = await header.getAttribute('aria-colindex');
    const cells = demo.locator(`[role="row"][aria-rowindex] [role="gridcell"][aria-colindex="${column}"]`);
    const before = await cells.allInnerTexts();
    await header.click();
    await expect(header.getAttribute('aria-sort')).resolves.toBe('ascending');
    const after = await cells.allInnerTexts();
    const collator = new Intl.Collator('en', { numeric: true });
    expect(after).toEqual([...after].sort(collator.compare));
    expect(after).not.toEqual(before);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a Pro grid shows the unlicensed watermark and its plan flag; the MIT grids show neither', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    const pro = await liveDemo(page, '/x/react-data-grid/', 'ColumnPinningGrid');
    await expect(pro.getByText('MUI X Missing license key').count()).resolves.toBe(1);
    await expect(pro.locator('[data-plan="pro"]').innerText()).resolves.toBe('Pro plan');
    const mit = page.locator('section[aria-label="Demo: BasicDataGrid"]');
    await mit.scrollIntoViewIfNeeded();
    await mit.locator('[data-island="live"]').waitFor();
    await expect(mit.getByText('MUI X Missing license key').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a date picker opens its calendar, and a chosen day fills the field', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    const demo = await liveDemo(page, '/x/react-date-pickers/', 'BasicDatePicker');
    const field = demo.locator('input').first();
    await expect(field.inputValue()).resolves.toBe('03/14/2025');
    await demo.locator('button[aria-label^="Choose date"]').first().click();
    const dialog = page.locator('[role="dialog"]');
    const calendar = dialog.locator('[role="grid"]');
    await calendar.waitFor();
    // The calendar's paper grows in (scale and opacity); a click while it still scales can land
    // beside the day it aimed at, so wait until it has arrived.
    const paper = dialog.locator('.MuiPaper-root').first();
    await expect(
      eventually(
        () => paper.evaluate((node) => getComputedStyle(node).opacity),
        (opacity) => opacity === '1',
      ),
    ).resolves.toBe('1');
    await calendar.getByRole('gridcell', { name: '20', exact: true }).click();
    // A desktop picker commits the day and closes.
    await dialog.waitFor({ state: 'detached' });
    await expect(
      eventually(
        () => field.inputValue(),
        (value) => value === '03/20/2025',
      ),
    ).resolves.toBe('03/20/2025');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a chart draws its series', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    const demo = await liveDemo(page, '/x/react-charts/', 'GroupedBarChart');
    await expect(demo.locator('svg .MuiBarElement-root').count()).resolves.toBeGreaterThan(2);
    const box = await demo.locator('svg .MuiBarElement-root').first().boundingBox();
    expect(box!.height).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a tree expands an item from the keyboard', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    const demo = await liveDemo(page, '/x/react-tree-view/', 'BasicSimpleTreeView');
    const item = demo.locator('[role="treeitem"][aria-expanded="false"]').first();
    const id = await item.getAttribute('id');
    await item.focus();
    await page.keyboard.press('ArrowRight');
    await expect(demo.locator(`[id="${id}"]`).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(demo.locator(`[id="${id}"] [role="group"] [role="treeitem"]`).count()).resolves.toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the dashboard layout, in its frame, navigates when a sidebar item is clicked', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    const frame = await liveFramedDemo(page, '/toolpad/core/react-dashboard-layout/', 'DashboardLayoutBasic');
    // The sidebar of a desktop-wide frame (the phone and tablet copies of the navigation are hidden).
    const links = frame.locator('nav[aria-label="Desktop"] a[href]');
    await links.first().waitFor();
    const target = links.nth(1);
    const href = await target.getAttribute('href');
    await target.click();
    const selected = () => frame.locator(`nav[aria-label="Desktop"] a[href="${href}"]`).getAttribute('class');
    expect(await eventually(selected, (value) => Boolean(value?.includes('Mui-selected')))).toContain('Mui-selected');
    // The layout stays in its frame: the documentation page keeps its own header.
    await expect(page.locator('header button[aria-label^="Switch to"]').isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a framed Toolpad demo takes the site's colour scheme, not the system's, and follows it", async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP, colorScheme: 'light' });
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('mui-mode', 'dark');
        sessionStorage.setItem('seeded', 'yes');
      }
    });
    const frame = await liveFramedDemo(page, '/toolpad/core/react-dashboard-layout/', 'DashboardBranding');
    const frameScheme = () => frame.locator('html').getAttribute('data-toolpad-color-scheme');
    expect(await eventually(frameScheme, (scheme) => scheme === 'dark')).toBe('dark');
    await page.locator('header button[aria-label="Switch to light mode"]').first().click();
    expect(await eventually(frameScheme, (scheme) => scheme === 'light')).toBe('light');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the sign-in page, in its frame, answers a wrong password with an error', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    const frame = await liveFramedDemo(page, '/toolpad/core/react-sign-in-page/', 'BasicSignIn');
    const password = frame.locator('input[type="password"]').first();
    await password.waitFor();
    await frame.locator('input[type="email"], input[name="email"]').first().fill('reader@example.com');
    await password.fill('not-the-password');
    await frame.getByRole('button', { name: /^sign in$/i }).click();
    await frame.locator('[role="alert"]').first().waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("allows MUI X's missing-license notice on pages with Pro demos only (control)", async () => {
    expect(routesWithCommercialDemos().has('/x/react-data-grid/')).toBe(true);
    expect(routesWithCommercialDemos().has('/material-ui/react-button/')).toBe(false);
    const notice = [
      '*'.repeat(61),
      '',
      'MUI X: Missing license key.',
      '',
      'The license key is missing. You might not be allowed to use `@mui/x-data-grid-pro` which is part of MUI X Pro.',
      '',
      'To solve the issue, you can check the free trial conditions: https://mui.com/r/x-license-trial.',
      'If you are eligible no actions are required. If you are not eligible to the free trial, you need to purchase a license https://mui.com/r/x-get-license or stop using the software immediately.',
      '',
      '*'.repeat(61),
    ].join('\n');
    expect(notice).toMatch(MISSING_LICENSE_MESSAGE);
    const seen: string[][] = [];
    for (const route of ['/x/react-data-grid/', '/material-ui/react-button/']) {
      const { page, problems } = await openPage(browser, { viewport: DESKTOP });
      await page.goto(`${baseUrl()}${route}`);
      await waitForHydration(page);
      await page.evaluate((text) => console.error(text), notice);
      // Any other text is a problem everywhere.
      await page.evaluate((text) => console.error(text), notice.replace('Missing license key.', 'Invalid license key.'));
      seen.push(problems.map((problem) => problem.split('\n')[2]));
      await page.context().close();
    }
    const [grid, button] = seen;
    expect(grid).toEqual(['MUI X: Invalid license key.']);
    expect(button).toEqual(['MUI X: Missing license key.', 'MUI X: Invalid license key.']);
  });
});
