import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';
import { PACKAGE_MANAGER_STORAGE_KEY } from '../../src/utils/packageManager';

const DESKTOP = { width: 1440, height: 900 };
const INSTALLATION = '/material-ui/getting-started/installation/';
const INSTALL_COMMAND = 'npm install @mui/material @emotion/react @emotion/styled';

/** The command each tab set of the page shows, read from what is rendered (hidden panels have no inner text). */
/** The tabs' code loads after hydration, on pages with tabs: waits until it drives this page's tabs. */
async function tabsLive(page: Page, route: string): Promise<void> {
  await page.locator(`[data-package-manager-tabs="${route}"]`).waitFor({ state: 'attached' });
}

async function shownCommands(page: Page): Promise<string[]> {
  return page.locator('.pm-tabs').evaluateAll((sets) =>
    sets.map((set) => {
      const shown = [...set.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter(
        (panel) => getComputedStyle(panel).display !== 'none',
      );
      return shown.map((panel) => panel.querySelector('pre')!.innerText.trim()).join(' | ');
    }),
  );
}

/** The manager each tab set marks as selected, for the eye (CSS) and for assistive technology (aria-selected). */
async function selectedTabs(page: Page): Promise<{ looks: string[]; aria: string[] }> {
  return page.locator('.pm-tabs').evaluateAll((sets) => ({
    looks: sets.map((set) =>
      [...set.querySelectorAll<HTMLElement>('[role="tab"]')]
        .filter((tab) => getComputedStyle(tab).borderBottomColor !== 'rgba(0, 0, 0, 0)')
        .map((tab) => tab.textContent)
        .join('+'),
    ),
    aria: sets.map((set) =>
      [...set.querySelectorAll<HTMLElement>('[role="tab"][aria-selected="true"][tabindex="0"]')].map((tab) => tab.textContent).join('+'),
    ),
  }));
}

/**
 * Loads `path` with every JavaScript bundle blocked and records, at DOMContentLoaded, what the
 * first paint shows: the mark on <html> and the command of the first tab set.
 */
async function firstPaint(page: Page, path: string, options: { stripScript?: boolean } = {}) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const panels = [...document.querySelectorAll<HTMLElement>('.pm-tabs [role="tabpanel"]')];
      (window as unknown as { firstPaint: unknown }).firstPaint = {
        mark: document.documentElement.getAttribute('data-package-manager'),
        shown: panels.filter((panel) => getComputedStyle(panel).display !== 'none').map((panel) => panel.dataset.packageManager),
      };
    });
  });
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  if (options.stripScript) {
    await page.route(`${baseUrl()}${path}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const stripped = html.replace(/<script>\(function\(\)\{var m="npm";[^<]*<\/script>/, '');
      if (stripped === html) {
        throw new Error('The package-manager script was not found in the page; the control cannot run.');
      }
      await route.fulfill({ response, body: stripped });
    });
  }
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => (window as unknown as { firstPaint: { mark: string | null; shown: string[] } }).firstPaint);
}

describe('package-manager tabs', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('a choice holds on every block, through a client-side navigation and a reload, and copy takes the shown command', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`${baseUrl()}${INSTALLATION}`);
    await waitForHydration(page);
    await tabsLive(page, INSTALLATION);
    const commands = await shownCommands(page);
    expect(commands.length).toBeGreaterThanOrEqual(3);
    expect(commands[0]).toBe(INSTALL_COMMAND);
    expect(commands.every((command) => command.startsWith('npm '))).toBe(true);
    // Only the shown panel of each set is in the accessibility tree.
    await expect(page.getByRole('tabpanel').count()).resolves.toBe(commands.length);

    const first = page.locator('.pm-tabs').first();
    await first.getByRole('tab', { name: 'pnpm' }).click();
    await expect(shownCommands(page)).resolves.toEqual(commands.map((command) => command.replace(/^npm install /, 'pnpm add ')));
    await expect(selectedTabs(page)).resolves.toEqual({ looks: commands.map(() => 'pnpm'), aria: commands.map(() => 'pnpm') });
    await expect(page.evaluate((key) => window.localStorage.getItem(key), PACKAGE_MANAGER_STORAGE_KEY)).resolves.toBe('pnpm');

    const shownPanel = (set: Locator) => set.getByRole('tabpanel');
    await shownPanel(first).hover();
    await shownPanel(first).getByRole('button', { name: 'Copy code' }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      'pnpm add @mui/material @emotion/react @emotion/styled',
    );
    const third = page.locator('.pm-tabs').nth(2);
    await third.scrollIntoViewIfNeeded();
    // Ctrl+C with the focus in another block, nothing selected, copies that block's shown command.
    await shownPanel(third).locator('pre').focus();
    await page.keyboard.press('Control+c');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(commands[2].replace(/^npm install /, 'pnpm add '));

    // Client-side navigation through the sidebar to another page with an install block.
    await page.evaluate(() => ((window as unknown as { beforeNavigation: boolean }).beforeNavigation = true));
    await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Templates', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/material-ui/getting-started/templates/`);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Templates');
    await tabsLive(page, '/material-ui/getting-started/templates/');
    await expect(page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).resolves.toBe(true);
    await expect(shownCommands(page)).resolves.toEqual(['pnpm add @mui/material @mui/icons-material @emotion/react @emotion/styled']);
    await expect(selectedTabs(page)).resolves.toEqual({ looks: ['pnpm'], aria: ['pnpm'] });

    // Reloaded with every bundle blocked: the first paint already shows pnpm.
    await expect(firstPaint(page, INSTALLATION)).resolves.toEqual({ mark: 'pnpm', shown: commands.map(() => 'pnpm') });
    await page.unrouteAll();
    await page.reload();
    await waitForHydration(page);
    await tabsLive(page, INSTALLATION);
    await expect(selectedTabs(page)).resolves.toEqual({ looks: commands.map(() => 'pnpm'), aria: commands.map(() => 'pnpm') });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a stored choice is painted before any bundle runs', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.addInitScript((key) => window.localStorage.setItem(key, 'bun'), PACKAGE_MANAGER_STORAGE_KEY);
    const { mark, shown } = await firstPaint(page, INSTALLATION);
    expect(mark).toBe('bun');
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown.every((manager) => manager === 'bun')).toBe(true);
    await page.context().close();
  });

  it('control: without the inline script the same check sees npm (it can tell a flash)', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.addInitScript((key) => window.localStorage.setItem(key, 'bun'), PACKAGE_MANAGER_STORAGE_KEY);
    const { mark, shown } = await firstPaint(page, INSTALLATION, { stripScript: true });
    expect(mark).toBeNull();
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown.every((manager) => manager === 'npm')).toBe(true);
    await page.context().close();
  });

  it('the arrow keys, Home and End move between tabs, with a visible focus', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}${INSTALLATION}`);
    await waitForHydration(page);
    await tabsLive(page, INSTALLATION);
    const tabs = page.locator('.pm-tabs').first().getByRole('tab');
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        return {
          name: element.textContent,
          selected: element.getAttribute('aria-selected'),
          outline: getComputedStyle(element).outlineStyle,
        };
      });
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(focused()).resolves.toEqual({ name: 'pnpm', selected: 'true', outline: 'solid' });
    await page.keyboard.press('End');
    await expect(focused()).resolves.toEqual({ name: 'bun', selected: 'true', outline: 'solid' });
    await expect(shownCommands(page).then((commands) => commands[0])).resolves.toBe('bun add @mui/material @emotion/react @emotion/styled');
    await page.keyboard.press('ArrowRight');
    await expect(focused()).resolves.toMatchObject({ name: 'npm', selected: 'true' });
    await page.keyboard.press('ArrowLeft');
    await expect(focused()).resolves.toMatchObject({ name: 'bun', selected: 'true' });
    await page.keyboard.press('Home');
    await expect(focused()).resolves.toMatchObject({ name: 'npm', selected: 'true' });
    // One tab stop per set: Tab leaves the tab list for the shown command.
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.getAttribute('data-package-manager')),
    ).resolves.toBe('npm');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a bogus stored value falls back to npm without an error', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.addInitScript((key) => window.localStorage.setItem(key, '"><img src=x onerror=alert(1)>'), PACKAGE_MANAGER_STORAGE_KEY);
    page.on('dialog', (dialog) => problems.push(`dialog: ${dialog.message()}`));
    await page.goto(`${baseUrl()}${INSTALLATION}`);
    await waitForHydration(page);
    await tabsLive(page, INSTALLATION);
    await expect(page.evaluate(() => document.documentElement.getAttribute('data-package-manager'))).resolves.toBe('npm');
    await expect(shownCommands(page).then((commands) => commands[0])).resolves.toBe(INSTALL_COMMAND);
    await expect(selectedTabs(page).then(({ aria }) => aria[0])).resolves.toBe('npm');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
