import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';
import { isIslandScript, pageScriptsAfterLoad } from './laterScripts';
import { measureRoute } from '../../scripts/lib/measure';

const ROUTE = '/material-ui/material-icons/';
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const IMPORT_ALARM = "import AlarmIcon from '@mui/icons-material/Alarm';";
const outDir = path.resolve(__dirname, '..', '..', 'out');

const tool = (page: Page) => page.locator('section[data-tool="MaterialIconSearch"]');
const searchField = (page: Page) => tool(page).getByRole('searchbox', { name: 'Search icons' });
const icons = (page: Page) => tool(page).locator('button[data-icon]');
const statusText = (page: Page) => tool(page).getByRole('status').first().textContent();

/** Waits until the status line says something matching: the tool announces every new result count there. */
async function waitForStatus(page: Page, pattern: RegExp) {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('section[data-tool] [role="status"]')?.textContent ?? ''),
    pattern.source,
    { timeout: 30000 },
  );
}

/** Opens the page and waits until the tool has its index (the first results are listed). */
async function openTool(browser: Browser, query = '', viewport = DESKTOP) {
  const watched = await openPage(browser, { viewport });
  await watched.page.goto(`${baseUrl()}${ROUTE}${query}`);
  await waitForHydration(watched.page);
  await tool(watched.page).scrollIntoViewIfNeeded();
  await waitForStatus(watched.page, /icons? (in the|match)|^No /);
  return watched;
}

async function search(page: Page, query: string) {
  await searchField(page).fill(query);
  await waitForStatus(page, new RegExp(`“${query}”`));
}

describe('the Material Icons tool', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  // Its weight on the first load (the island frame only) is the budget test's: it lists this page.
  it("is not in the page's first load", () => {
    const firstLoad = measureRoute(outDir, ROUTE).js;
    const text = firstLoad.files.map((src) => fs.readFileSync(path.join(outDir, decodeURIComponent(src)), 'utf8')).join('\n');
    // The search field's hint is the tool's own text.
    expect(text).not.toContain('finds Settings');
  });

  it('shows its controls and a reserved grid before it wakes, and fetches the index only then', async () => {
    // The service worker's own requests are not routed: without it, every script goes through page.route.
    const { page, problems } = await openPage(browser, { viewport: PHONE, serviceWorkers: 'block' });
    const held: Route[] = [];
    let holding = true;
    await page.route(isIslandScript(ROUTE, await pageScriptsAfterLoad(browser)), (request) =>
      holding ? held.push(request) : request.continue(),
    );
    const iconData: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/static/material-icons/')) {
        iconData.push(pathname);
      }
    });
    await page.goto(`${baseUrl()}${ROUTE}`);
    await waitForHydration(page);
    await expect(statusText(page)).resolves.toBe('Loading icons…');
    await expect(searchField(page).isVisible()).resolves.toBe(true);
    await expect(tool(page).getByRole('radio', { name: 'Filled' }).isChecked()).resolves.toBe(true);
    await expect(tool(page).locator('[data-placeholder] > *').count()).resolves.toBe(120);
    expect(iconData).toEqual([]);

    holding = false;
    await Promise.all(held.splice(0).map((request) => request.continue()));
    await waitForStatus(page, /icons in the Filled theme/);
    await expect(icons(page).count()).resolves.toBe(120);
    await page.waitForFunction(() => document.querySelectorAll('section[data-tool] button[data-icon] svg path').length >= 120);
    // The index and the drawings of the first page of results, not the whole set.
    expect(iconData[0]).toBe('/static/material-icons/index.json');
    expect(iconData.length).toBeLessThanOrEqual(4);
    expect(problems).toEqual([]);
  });

  it('finds trash icons for "delete" (and for "trash"), and the address keeps the query', async () => {
    const { page, problems } = await openTool(browser);
    await search(page, 'delete');
    await expect(tool(page).getByRole('button', { name: 'Delete', exact: true }).isVisible()).resolves.toBe(true);
    await expect(icons(page).first().getAttribute('data-icon')).resolves.toBe('Delete');
    await expect(statusText(page)).resolves.toMatch(/^\d+ Filled icons match “delete”$/);
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('query') === 'delete');

    // A synonym: the package calls its trash can "Delete".
    await search(page, 'trash');
    await expect(tool(page).getByRole('button', { name: 'Delete', exact: true }).isVisible()).resolves.toBe(true);
    await search(page, 'gear');
    await expect(tool(page).getByRole('button', { name: 'Settings', exact: true }).isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('the theme filter changes the results and the address', async () => {
    const { page, problems } = await openTool(browser);
    await search(page, 'alarm');
    const drawing = () => tool(page).locator('button[data-icon="Alarm"] svg path').first().getAttribute('d');
    await page.waitForFunction(() => document.querySelector('section[data-tool] button[data-icon="Alarm"] svg path'));
    const filled = await drawing();

    await tool(page).getByRole('radio', { name: 'Outlined' }).check();
    await waitForStatus(page, /Outlined icons match “alarm”/);
    await page.waitForFunction((before) => {
      const d = document.querySelector('section[data-tool] button[data-icon="Alarm"] svg path')?.getAttribute('d');
      return d && d !== before;
    }, filled);
    await page.waitForFunction(() => {
      const params = new URLSearchParams(window.location.search);
      return params.get('theme') === 'Outlined' && params.get('query') === 'alarm';
    });

    // An icon without an outlined version drops out.
    await search(page, 'github');
    await expect(statusText(page)).resolves.toBe('No Outlined icons match “github”');
    await expect(icons(page).count()).resolves.toBe(0);
    await tool(page).getByRole('radio', { name: 'Filled' }).check();
    await waitForStatus(page, /1 Filled icon matches “github”/);
    await expect(icons(page).count()).resolves.toBe(1);
    // The default theme leaves the address.
    await page.waitForFunction(() => !new URLSearchParams(window.location.search).has('theme'));
    expect(problems).toEqual([]);
  });

  it('a shared address opens on its search, and what it does not understand is ignored', async () => {
    const shared = await openTool(browser, '?query=alarm&theme=Outlined', PHONE);
    await expect(searchField(shared.page).inputValue()).resolves.toBe('alarm');
    await expect(shared.page.getByRole('radio', { name: 'Outlined' }).isChecked()).resolves.toBe(true);
    await expect(icons(shared.page).first().getAttribute('data-icon')).resolves.toBe('Alarm');
    expect(shared.problems).toEqual([]);

    const markup = encodeURIComponent('<img src=x onerror="window.injected=1">');
    const bad = await openTool(browser, `?query=${markup}${'x'.repeat(500)}&theme=Bold`);
    await expect(searchField(bad.page).inputValue()).resolves.toHaveLength(64);
    await expect(bad.page.getByRole('radio', { name: 'Filled' }).isChecked()).resolves.toBe(true);
    await expect(tool(bad.page).locator('img').count()).resolves.toBe(0);
    await expect(bad.page.evaluate(() => 'injected' in window)).resolves.toBe(false);
    expect(bad.problems).toEqual([]);
  });

  it('opening an icon shows its import line and JSX, and the copy button copies the import', async () => {
    const { page, problems } = await openTool(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl()).origin });
    await search(page, 'alarm');
    await tool(page).getByRole('button', { name: 'Alarm', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Alarm' });
    await dialog.waitFor();
    await expect(dialog.locator('code').allTextContents()).resolves.toEqual([IMPORT_ALARM, '<AlarmIcon />']);
    await expect(dialog.getByRole('button', { name: 'Outlined' }).isVisible()).resolves.toBe(true);

    await dialog.getByRole('button', { name: 'Copy import' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(IMPORT_ALARM);

    // The dialog's theme buttons show the other versions.
    await dialog.getByRole('button', { name: 'Rounded' }).click();
    await page.getByRole('dialog', { name: 'AlarmRounded' }).waitFor();
    await expect(page.getByRole('dialog').locator('code').first().textContent()).resolves.toBe(
      "import AlarmRoundedIcon from '@mui/icons-material/AlarmRounded';",
    );
    expect(problems).toEqual([]);
  });

  it('the keyboard reaches the icons and opens one, and focus comes back to it', async () => {
    const { page, problems } = await openTool(browser);
    await searchField(page).focus();
    await page.keyboard.type('alarm');
    await waitForStatus(page, /“alarm”/);
    // Tab leaves the field for the theme radios, then the first icon.
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.hasAttribute('data-icon'))) {
        break;
      }
    }
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-icon'))).resolves.toBe('Alarm');
    await page.keyboard.press('ArrowRight');
    const second = await page.evaluate(() => document.activeElement?.getAttribute('data-icon'));
    expect(second).not.toBe('Alarm');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: second! }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-icon'))).resolves.toBe(second);

    // Down from the search field goes straight to the results.
    await searchField(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-icon'))).resolves.toBe('Alarm');
    expect(problems).toEqual([]);
  });

  it('"Show more" lists the next page of icons and hands the keyboard to the first of them', async () => {
    const { page, problems } = await openTool(browser, '', PHONE);
    await expect(icons(page).count()).resolves.toBe(120);
    await tool(page)
      .getByRole('button', { name: /^Show 120 more/ })
      .click();
    await expect(icons(page).count()).resolves.toBe(240);
    await expect(
      page.evaluate(() => [...document.querySelectorAll('section[data-tool] button[data-icon]')].indexOf(document.activeElement!)),
    ).resolves.toBe(120);
    // Nothing spills out of a phone's width.
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
