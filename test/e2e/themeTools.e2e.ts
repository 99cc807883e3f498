import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';
import { measureRoute } from '../../scripts/lib/measure';
import { createDocsTheme } from '../../src/theme/createDocsTheme';

const EXPLORER_ROUTE = '/material-ui/customization/default-theme/';
const PLAYGROUND_ROUTE = '/material-ui/customization/theming/';
const JOY_EXPLORER_ROUTE = '/joy-ui/customization/default-theme-viewer/';
const JOY_BUILDER_ROUTE = '/joy-ui/customization/theme-builder/';
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const outDir = path.resolve(__dirname, '..', '..', 'out');

const explorer = (page: Page) => page.locator('section[data-tool="ThemeExplorer"]');
const playground = (page: Page) => page.locator('section[data-tool="ThemePlayground"]');
const treeItem = (page: Page, entry: string) => explorer(page).locator(`[role="treeitem"][data-path="${entry}"]`);
const focusedPath = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-path') ?? null);
const treeItems = (page: Page) => explorer(page).getByRole('treeitem');

/** Waits until a tool's first status line says something matching. */
async function waitForStatus(page: Page, tool: string, pattern: RegExp) {
  await page.waitForFunction(
    ({ tool: name, source }) =>
      new RegExp(source).test(document.querySelector(`section[data-tool="${name}"] [role="status"]`)?.textContent ?? ''),
    { tool, source: pattern.source },
    { timeout: 30000 },
  );
}

/** Opens a page and waits until its tool is live (its island hydrated). */
async function openTool(
  browser: Browser,
  route: string,
  tool: string,
  options: { query?: string; viewport?: typeof DESKTOP; mode?: 'light' | 'dark' } = {},
) {
  const watched = await openPage(browser, { viewport: options.viewport ?? DESKTOP });
  if (options.mode) {
    await watched.page.addInitScript((mode) => window.localStorage.setItem('mui-mode', mode), options.mode);
  }
  await watched.page.goto(`${baseUrl()}${route}${options.query ?? ''}`);
  await waitForHydration(watched.page);
  await watched.page.locator(`section[data-tool="${tool}"]`).scrollIntoViewIfNeeded();
  await watched.page.waitForSelector(`section[data-tool="${tool}"] [data-island="live"]`, { timeout: 60000 });
  return watched;
}

type ButtonStyle = 'backgroundColor' | 'borderTopLeftRadius';

/** Waits until the preview's contained button has a computed style (its colour changes with a transition). */
async function waitForButtonStyle(page: Page, property: ButtonStyle, value: string) {
  await page.waitForFunction(
    ({ name, expected }) => {
      const button = document.querySelector('section[data-tool="ThemePlayground"] [data-demo-part] .MuiButton-contained');
      return button !== null && getComputedStyle(button)[name] === expected;
    },
    { name: property, expected: value },
    { timeout: 10000 },
  );
}

async function grantClipboard(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl()).origin });
}

describe('the theme explorer', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it("is not in the page's first load, and the server renders its top level", async () => {
    const firstLoad = measureRoute(outDir, EXPLORER_ROUTE).js;
    const text = firstLoad.files.map((src) => fs.readFileSync(path.join(outDir, decodeURIComponent(src)), 'utf8')).join('\n');
    expect(text).not.toContain('By path or value');
    const html = fs.readFileSync(path.join(outDir, EXPLORER_ROUTE, 'index.html'), 'utf8');
    expect(html).toContain('data-path="theme.palette"');
    // Only the open part of the tree is in the page.
    expect(html).not.toContain('data-path="theme.palette.primary.main"');
  });

  it('search finds primary.main, with its ancestors open, and counts the matches', async () => {
    const { page, problems } = await openTool(browser, EXPLORER_ROUTE, 'ThemeExplorer');
    await waitForStatus(page, 'ThemeExplorer', /values in the light theme/);
    await explorer(page).getByRole('searchbox', { name: 'Search the theme' }).fill('primary.main');
    await waitForStatus(page, 'ThemeExplorer', /^1 entry matches “primary\.main” in the light theme$/);
    await expect(treeItem(page, 'theme.palette').getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(treeItem(page, 'theme.palette.primary').getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(treeItem(page, 'theme.palette.primary.main').textContent()).resolves.toContain('"#1976d2"');
    await expect(treeItems(page).count()).resolves.toBe(3);

    // By value, in any case.
    await explorer(page).getByRole('searchbox', { name: 'Search the theme' }).fill('#1976D2');
    await waitForStatus(page, 'ThemeExplorer', /entr(y matches|ies match) “#1976D2”/);
    await expect(treeItem(page, 'theme.palette.primary.main').isVisible()).resolves.toBe(true);

    await explorer(page).getByRole('searchbox', { name: 'Search the theme' }).fill('no-such-entry');
    await waitForStatus(page, 'ThemeExplorer', /^No entries match/);
    await expect(treeItems(page).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  it('the keyboard moves through the tree and opens and closes branches', async () => {
    const { page, problems } = await openTool(browser, EXPLORER_ROUTE, 'ThemeExplorer');
    await explorer(page).getByRole('button', { name: 'Collapse all' }).focus();
    await page.keyboard.press('Tab');
    await expect(focusedPath(page)).resolves.toBe('theme.breakpoints');
    await expect(treeItems(page).first().getAttribute('aria-level')).resolves.toBe('1');

    // Type-ahead, then Right opens, Right again enters, Left goes back up, Left closes.
    await page.keyboard.press('p');
    await expect(focusedPath(page)).resolves.toBe('theme.palette');
    await page.keyboard.press('ArrowRight');
    await expect(treeItem(page, 'theme.palette').getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect(focusedPath(page)).resolves.toBe('theme.palette.mode');
    await expect(treeItem(page, 'theme.palette.mode').getAttribute('aria-level')).resolves.toBe('2');
    await expect(treeItem(page, 'theme.palette.mode').getAttribute('aria-posinset')).resolves.toBe('1');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(focusedPath(page)).resolves.toBe('theme.palette.primary');
    await page.keyboard.press('Enter');
    await expect(treeItem(page, 'theme.palette.primary').getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect(treeItem(page, 'theme.palette.primary').getAttribute('aria-expanded')).resolves.toBe('false');
    await page.keyboard.press('ArrowLeft');
    await expect(focusedPath(page)).resolves.toBe('theme.palette');
    await page.keyboard.press('ArrowLeft');
    await expect(treeItem(page, 'theme.palette').getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(treeItem(page, 'theme.palette.mode').count()).resolves.toBe(0);

    await page.keyboard.press('End');
    const last = await treeItems(page).last().getAttribute('data-path');
    await expect(focusedPath(page)).resolves.toBe(last);
    await page.keyboard.press('Home');
    await expect(focusedPath(page)).resolves.toBe('theme.breakpoints');
    // One row in the Tab order.
    await expect(explorer(page).locator('[role="treeitem"][tabindex="0"]').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
  });

  it('the pointer opens and closes branches, expand all / collapse all too', async () => {
    const { page, problems } = await openTool(browser, EXPLORER_ROUTE, 'ThemeExplorer');
    const topLevel = await treeItems(page).count();
    await treeItem(page, 'theme.palette').click();
    await expect(treeItem(page, 'theme.palette').getAttribute('aria-expanded')).resolves.toBe('true');
    await treeItem(page, 'theme.palette.primary').click();
    await expect(treeItem(page, 'theme.palette.primary.main').isVisible()).resolves.toBe(true);
    await treeItem(page, 'theme.palette').click();
    await expect(treeItems(page).count()).resolves.toBe(topLevel);

    await explorer(page).getByRole('button', { name: 'Expand all' }).click();
    await expect(treeItem(page, "theme.mixins.toolbar['@media (min-width:600px)'].minHeight").isVisible()).resolves.toBe(true);
    // The largest branch shows a page at a time.
    const more = explorer(page).getByRole('treeitem', { name: /^Show \d+ more/ });
    await expect(more.count()).resolves.toBe(1);
    const before = await treeItems(page).count();
    await more.click();
    await expect(treeItems(page).count()).resolves.toBeGreaterThan(before);
    await explorer(page).getByRole('button', { name: 'Collapse all' }).click();
    await expect(treeItems(page).count()).resolves.toBe(topLevel);
    expect(problems).toEqual([]);
  });

  it('copies the path of an entry, from its button and with Enter', async () => {
    const { page, problems } = await openTool(browser, EXPLORER_ROUTE, 'ThemeExplorer');
    await grantClipboard(page);
    await explorer(page).getByRole('searchbox', { name: 'Search the theme' }).fill('primary.main');
    await waitForStatus(page, 'ThemeExplorer', /^1 entry matches/);
    await treeItem(page, 'theme.palette.primary.main').click();
    await expect(treeItem(page, 'theme.palette.primary.main').getAttribute('aria-selected')).resolves.toBe('true');
    await explorer(page).getByRole('button', { name: 'Copy path' }).click();
    await explorer(page).getByText('Copied theme.palette.primary.main').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('theme.palette.primary.main');

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await explorer(page).getByRole('searchbox', { name: 'Search the theme' }).fill('primary.light');
    await waitForStatus(page, 'ThemeExplorer', /“primary\.light”/);
    await treeItem(page, 'theme.palette.primary').focus();
    await page.keyboard.press('ArrowDown');
    await expect(focusedPath(page)).resolves.toBe('theme.palette.primary.light');
    await page.keyboard.press('Enter');
    await explorer(page).getByText('Copied theme.palette.primary.light').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('theme.palette.primary.light');
    expect(problems).toEqual([]);
  });

  it('the dark switch shows the dark theme', async () => {
    const { page, problems } = await openTool(browser, EXPLORER_ROUTE, 'ThemeExplorer');
    await explorer(page).getByRole('searchbox', { name: 'Search the theme' }).fill('primary.main');
    await waitForStatus(page, 'ThemeExplorer', /in the light theme/);
    await expect(treeItem(page, 'theme.palette.primary.main').textContent()).resolves.toContain('"#1976d2"');
    await explorer(page).getByRole('switch', { name: 'Dark theme' }).check();
    await waitForStatus(page, 'ThemeExplorer', /^1 entry matches “primary\.main” in the dark theme$/);
    await expect(treeItem(page, 'theme.palette.primary.main').textContent()).resolves.toContain('"#90caf9"');
    await explorer(page).getByRole('searchbox', { name: 'Search the theme' }).fill('palette.mode');
    await waitForStatus(page, 'ThemeExplorer', /“palette\.mode”/);
    await expect(treeItem(page, 'theme.palette.mode').textContent()).resolves.toContain('"dark"');
    expect(problems).toEqual([]);
  });

  it('functions are shown by name, not called, and a phone does not scroll sideways', async () => {
    const { page, problems } = await openTool(browser, EXPLORER_ROUTE, 'ThemeExplorer', { viewport: PHONE });
    await expect(treeItem(page, 'theme.spacing').textContent()).resolves.toContain('spacing(…)');
    await explorer(page).getByRole('button', { name: 'Expand all' }).click();
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});

describe("Joy UI's default theme viewer", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it("shows Joy's own theme, light and dark, by search", async () => {
    const { page, problems } = await openTool(browser, JOY_EXPLORER_ROUTE, 'JoyThemeExplorer');
    const joyExplorer = page.locator('section[data-tool="JoyThemeExplorer"]');
    const entry = (path: string) => joyExplorer.locator(`[role="treeitem"][data-path="${path}"]`);
    await joyExplorer.getByRole('searchbox', { name: 'Search the theme' }).fill('background.body');
    await waitForStatus(page, 'JoyThemeExplorer', /“background\.body” in the light theme$/);
    await expect(entry('theme.palette.background.body').textContent()).resolves.toContain('var(--joy-palette-common-white');
    await joyExplorer.getByRole('switch', { name: 'Dark theme' }).check();
    await waitForStatus(page, 'JoyThemeExplorer', /“background\.body” in the dark theme$/);
    await expect(entry('theme.palette.background.body').textContent()).resolves.toContain('var(--joy-palette-common-black');
    await expect(joyExplorer.textContent()).resolves.toContain('extendTheme(), dark scheme of @mui/joy 5.0.0-beta.49');
    expect(problems).toEqual([]);
  });
});

describe('the theme playground', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  const preview = (page: Page) => playground(page).getByRole('group', { name: 'Preview' });
  const containedButton = (page: Page) => preview(page).getByRole('button', { name: 'Contained' });
  const code = (page: Page) => playground(page).locator('[data-theme-code]').textContent();
  const style = (page: Page, property: ButtonStyle) =>
    containedButton(page).evaluate((element, name) => getComputedStyle(element)[name], property);

  it("is not in the page's first load", () => {
    const firstLoad = measureRoute(outDir, PLAYGROUND_ROUTE).js;
    const text = firstLoad.files.map((src) => fs.readFileSync(path.join(outDir, decodeURIComponent(src)), 'utf8')).join('\n');
    expect(text).not.toContain('Only the values that differ from the default theme');
  });

  it('a new primary colour and radius change the preview and the code', async () => {
    const { page, problems } = await openTool(browser, PLAYGROUND_ROUTE, 'ThemePlayground');
    await waitForButtonStyle(page, 'backgroundColor', 'rgb(25, 118, 210)');
    await expect(code(page)).resolves.toContain('const theme = createTheme();');

    await playground(page).getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#ff5722');
    await waitForButtonStyle(page, 'backgroundColor', 'rgb(255, 87, 34)');
    await expect(code(page)).resolves.toContain("palette: { primary: { main: '#ff5722' } },");

    await playground(page).getByRole('spinbutton', { name: 'Border radius (px)' }).fill('16');
    await waitForButtonStyle(page, 'borderTopLeftRadius', '16px');
    await expect(code(page)).resolves.toContain('shape: { borderRadius: 16 },');
    // Out of range: clamped, and the field says so.
    await playground(page).getByRole('spinbutton', { name: 'Border radius (px)' }).fill('99');
    await waitForButtonStyle(page, 'borderTopLeftRadius', '32px');
    await playground(page).getByText('From 0 to 32: using 32.').waitFor();
    await page.waitForFunction(() => {
      const params = new URLSearchParams(window.location.search);
      return params.get('primary') === '#ff5722' && params.get('radius') === '32';
    });
    expect(problems).toEqual([]);
  });

  it('an invalid colour shows a message and keeps the last good theme, without a console error', async () => {
    const { page, problems } = await openTool(browser, PLAYGROUND_ROUTE, 'ThemePlayground');
    const field = playground(page).getByRole('textbox', { name: 'Primary colour', exact: true });
    await field.fill('#2e7d32');
    await waitForButtonStyle(page, 'backgroundColor', 'rgb(46, 125, 50)');
    for (const bad of ['red', '#ggg', 'rgb(1, 2)', '<img src=x onerror="window.injected=1">']) {
      await field.fill(bad);
      await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
      const describedBy = (await field.getAttribute('aria-describedby'))!;
      await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toMatch(/is not a colour the theme reads/);
      await expect(style(page, 'backgroundColor')).resolves.toBe('rgb(46, 125, 50)');
      await expect(code(page)).resolves.toContain("main: '#2e7d32'");
    }
    await expect(playground(page).locator('img').count()).resolves.toBe(0);
    await expect(page.evaluate(() => 'injected' in window)).resolves.toBe(false);
    await field.fill('#1976d2');
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('false');
    await expect(code(page)).resolves.toContain('const theme = createTheme();');
    expect(problems).toEqual([]);
  });

  it('the preview follows the site between light and dark, by CSS alone', async () => {
    const { page, problems } = await openTool(browser, PLAYGROUND_ROUTE, 'ThemePlayground', { mode: 'dark' });
    const background = () => preview(page).evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect(background()).resolves.toBe('rgb(18, 18, 18)');
    await playground(page).getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#ff5722');
    await waitForButtonStyle(page, 'backgroundColor', 'rgb(255, 87, 34)');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('light'));
    await expect(background()).resolves.toBe('rgb(255, 255, 255)');
    await waitForButtonStyle(page, 'backgroundColor', 'rgb(255, 87, 34)');
    expect(problems).toEqual([]);
  });

  it('compact density makes the components small, and the code says how', async () => {
    const { page, problems } = await openTool(browser, PLAYGROUND_ROUTE, 'ThemePlayground');
    await expect(containedButton(page).getAttribute('class')).resolves.toContain('MuiButton-sizeMedium');
    await playground(page).getByRole('radio', { name: 'Compact' }).check();
    await page.waitForFunction(() =>
      document
        .querySelector('section[data-tool="ThemePlayground"] [data-demo-part] .MuiButton-contained')
        ?.classList.contains('MuiButton-sizeSmall'),
    );
    await expect(code(page)).resolves.toContain("MuiButton: { defaultProps: { size: 'small' } },");
    await expect(preview(page).locator('.MuiList-dense').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
  });

  it('copies the code, and a shared address opens on its theme', async () => {
    const { page, problems } = await openTool(browser, PLAYGROUND_ROUTE, 'ThemePlayground', {
      query: '?primary=%23ff5722&radius=12&density=compact&fontSize=abc',
      viewport: PHONE,
    });
    await grantClipboard(page);
    await expect(playground(page).getByRole('textbox', { name: 'Primary colour', exact: true }).inputValue()).resolves.toBe('#ff5722');
    await expect(playground(page).getByRole('spinbutton', { name: 'Border radius (px)' }).inputValue()).resolves.toBe('12');
    await expect(playground(page).getByRole('spinbutton', { name: 'Font size (px)' }).inputValue()).resolves.toBe('14');
    await waitForButtonStyle(page, 'borderTopLeftRadius', '12px');
    const expected = await code(page);
    expect(expected).toContain('shape: { borderRadius: 12 },');
    await playground(page).getByRole('button', { name: 'Copy code' }).click();
    await playground(page).getByText('Theme code copied to the clipboard.').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(expected);
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});

describe('the Joy UI theme builder', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  const TOOL = 'JoyThemeBuilder';
  const builder = (page: Page) => page.locator(`section[data-tool="${TOOL}"]`);
  const code = (page: Page) => builder(page).locator('[data-theme-code]').textContent();
  const field = (page: Page, name: string) => builder(page).getByRole('textbox', { name, exact: true });

  /** The computed background of a pane's solid button, or of the pane itself. */
  const paneStyle = (page: Page, scheme: 'light' | 'dark', target: 'button' | 'pane') =>
    page.evaluate(
      ({ name, part }) => {
        const pane = document.querySelector(`section[data-tool="JoyThemeBuilder"] [data-joy-builder-scheme="${name}"]`);
        const element = part === 'pane' ? pane : (pane?.querySelector('[data-preview-button="solid"]') ?? null);
        return element ? getComputedStyle(element).backgroundColor : null;
      },
      { name: scheme, part: target },
    );

  /** Waits until both panes' solid buttons have a background (it changes with a transition). */
  async function waitForSolid(page: Page, light: string, dark: string) {
    await page.waitForFunction(
      (expected) =>
        (['light', 'dark'] as const).every((scheme) => {
          const button = document.querySelector(
            `section[data-tool="JoyThemeBuilder"] [data-joy-builder-scheme="${scheme}"] [data-preview-button="solid"]`,
          );
          return button !== null && getComputedStyle(button).backgroundColor === expected[scheme];
        }),
      { light, dark },
      { timeout: 10000 },
    );
  }

  const htmlState = (page: Page) =>
    page.evaluate(() => ({
      // The service worker marks the page once it has cached it, whenever that happens: not the builder's doing.
      attributes: [...document.documentElement.attributes]
        .filter((attribute) => attribute.name !== 'data-sw-cached')
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .sort(),
      mode: window.localStorage.getItem('mui-mode'),
    }));

  it("is not in the page's first load", () => {
    const firstLoad = measureRoute(outDir, JOY_BUILDER_ROUTE).js;
    const text = firstLoad.files.map((src) => fs.readFileSync(path.join(outDir, decodeURIComponent(src)), 'utf8')).join('\n');
    expect(text).not.toContain("Only what differs from Joy's default theme");
  });

  it('a new base colour for primary changes both panes and the code, and the copied link opens on the same theme', async () => {
    const { page, problems } = await openTool(browser, JOY_BUILDER_ROUTE, TOOL);
    await grantClipboard(page);
    // Joy's primary 500.
    await waitForSolid(page, 'rgb(11, 107, 203)', 'rgb(11, 107, 203)');
    await expect(code(page)).resolves.toContain('const theme = extendTheme();');

    await field(page, 'Base colour for primary').fill('#ff5722');
    await waitForSolid(page, 'rgb(255, 87, 34)', 'rgb(255, 87, 34)');
    const text = (await code(page))!;
    expect(text).toContain("          500: '#ff5722',");
    expect(text).toMatch(/ {4}light: \{\n {6}palette: \{\n {8}primary: \{\n {10}50: '#[0-9a-f]{6}',/);
    expect(text).toMatch(/ {4}dark: \{\n {6}palette: \{\n {8}primary: \{/);
    await expect(field(page, 'primary 500').inputValue()).resolves.toBe('#ff5722');
    // The address follows, without a navigation.
    await page.waitForFunction(() => new URLSearchParams(window.location.search).has('theme'));

    // A dark-only change: danger's solid background points at its 700.
    await builder(page).getByRole('button', { name: 'Dark', exact: true }).click();
    await builder(page).getByRole('tab', { name: 'danger' }).click();
    await builder(page).getByRole('combobox', { name: 'solidBg' }).selectOption('700');
    await expect(code(page)).resolves.toContain("solidBg: 'var(--joy-palette-danger-700)',");

    await builder(page).getByRole('button', { name: 'Copy code' }).click();
    await waitForStatus(page, TOOL, /^Theme code copied to the clipboard\.$/);
    const copiedCode = await page.evaluate(() => navigator.clipboard.readText());
    expect(copiedCode).toBe(await code(page));

    await builder(page).getByRole('button', { name: 'Copy link' }).click();
    await waitForStatus(page, TOOL, /^Link copied/);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseUrl()}${JOY_BUILDER_ROUTE}\\?theme=`));
    expect(problems).toEqual([]);

    const shared = await openTool(browser, `${JOY_BUILDER_ROUTE}${link.slice(link.indexOf('?'))}`, TOOL);
    await waitForSolid(shared.page, 'rgb(255, 87, 34)', 'rgb(255, 87, 34)');
    await expect(code(shared.page)).resolves.toBe(copiedCode);
    expect(shared.problems).toEqual([]);
  });

  it('a bad colour shows a message under its field and keeps the last good one, without a console error', async () => {
    const { page, problems } = await openTool(browser, JOY_BUILDER_ROUTE, TOOL);
    const shade = field(page, 'primary 500');
    await shade.fill('#2e7d32');
    // A shade field edits the scheme being edited (light) only.
    await waitForSolid(page, 'rgb(46, 125, 50)', 'rgb(11, 107, 203)');
    for (const bad of ['red;}body{display:none', '#ggg', 'rgb(1, 2, 3)', '<img src=x onerror="window.injected=1">']) {
      await shade.fill(bad);
      await expect(shade.getAttribute('aria-invalid')).resolves.toBe('true');
      const describedBy = (await shade.getAttribute('aria-describedby'))!;
      await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toMatch(/Use a hex colour/);
      await expect(paneStyle(page, 'light', 'button')).resolves.toBe('rgb(46, 125, 50)');
      await expect(code(page)).resolves.toContain("500: '#2e7d32'");
    }
    await expect(page.evaluate(() => getComputedStyle(document.body).display)).resolves.not.toBe('none');
    await expect(builder(page).locator('img').count()).resolves.toBe(0);
    await expect(page.evaluate(() => 'injected' in window)).resolves.toBe(false);
    // Back to Joy's own value: nothing left to export.
    await shade.fill('#0B6BCB');
    await expect(shade.getAttribute('aria-invalid')).resolves.toBe('false');
    await expect(code(page)).resolves.toContain('const theme = extendTheme();');
    expect(problems).toEqual([]);
  });

  it('a malformed shared address leaves the defaults', async () => {
    const { page, problems } = await openTool(browser, JOY_BUILDER_ROUTE, TOOL, { query: '?theme=%3Cscript%3E' });
    await waitForSolid(page, 'rgb(11, 107, 203)', 'rgb(11, 107, 203)');
    await expect(code(page)).resolves.toContain('const theme = extendTheme();');
    expect(problems).toEqual([]);
  });

  it.each(['light', 'dark'] as const)(
    "each pane shows its own scheme in the site's %s mode, and the site's mode is untouched",
    async (mode) => {
      const { page, problems } = await openTool(browser, JOY_BUILDER_ROUTE, TOOL, { mode, viewport: PHONE });
      const before = await htmlState(page);
      expect(before.mode).toBe(mode);
      await expect(paneStyle(page, 'light', 'pane')).resolves.toBe('rgb(255, 255, 255)');
      await expect(paneStyle(page, 'dark', 'pane')).resolves.toBe('rgb(0, 0, 0)');
      await field(page, 'Base colour for primary').fill('#7b1fa2');
      await waitForSolid(page, 'rgb(123, 31, 162)', 'rgb(123, 31, 162)');
      await builder(page).getByRole('button', { name: 'Dark', exact: true }).click();
      await builder(page).getByRole('tab', { name: 'success' }).click();
      await expect(htmlState(page)).resolves.toEqual(before);
      await expect(page.evaluate((name) => document.documentElement.classList.contains(name), mode)).resolves.toBe(true);
      await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    },
  );
});

describe('the sx editor', () => {
  const SX_ROUTE = '/system/getting-started/the-sx-prop/';
  // The editor styles its preview in the site's theme: 8 px spacing units, and `borderRadius: 4` is four of its radius.
  const radius = `${4 * Number(createDocsTheme().shape.borderRadius)}px`;
  const editor = (page: Page) => page.locator('section[data-tool="SxEditor"]');
  const previewStyle = (page: Page) =>
    editor(page)
      .locator('[data-sx-preview]')
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return { padding: style.paddingTop, radius: style.borderTopLeftRadius };
      });
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it("is not in the page's first load", () => {
    const firstLoad = measureRoute(outDir, SX_ROUTE).js;
    const text = firstLoad.files.map((src) => fs.readFileSync(path.join(outDir, decodeURIComponent(src)), 'utf8')).join('\n');
    expect(text).not.toContain('no functions or variables');
  });

  it('an edited object styles the preview through the theme, and the CSS shown follows', async () => {
    const { page, problems } = await openTool(browser, SX_ROUTE, 'SxEditor');
    await editor(page).getByRole('textbox', { name: 'sx object' }).fill("{ p: 3, borderRadius: 4, bgcolor: 'secondary.main' }");
    await expect(previewStyle(page)).resolves.toEqual({ padding: '24px', radius });
    await expect(editor(page).locator('[data-sx-css]').textContent()).resolves.toContain('--mui-palette-secondary-main');
    await editor(page).getByRole('button', { name: 'Responsive' }).click();
    await expect(editor(page).locator('[data-sx-css]').textContent()).resolves.toContain('@media (min-width:600px)');
    expect(problems).toEqual([]);
  });

  it('a mistake says where it is and keeps the last good styles; nothing typed is run', async () => {
    const { page, problems } = await openTool(browser, SX_ROUTE, 'SxEditor');
    const field = editor(page).getByRole('textbox', { name: 'sx object' });
    await field.fill('{ p: 3, borderRadius: 4 }');
    await expect(previewStyle(page)).resolves.toEqual({ padding: '24px', radius });
    for (const [bad, message] of [
      ['{ p: 1\n  m: 2 }', 'Line 2, column 3: Expected a comma or }'],
      ["{ color: 'red; } body { display: none' }", 'Line 1, column 10: A string may not contain'],
      ['{ p: (window.injected = 1) }', 'Line 1, column 6: Expected a value'],
    ]) {
      await field.fill(bad);
      await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(editor(page).locator('[role="status"]').textContent()).resolves.toContain(message);
      await expect(previewStyle(page)).resolves.toEqual({ padding: '24px', radius });
    }
    await expect(page.evaluate(() => 'injected' in window)).resolves.toBe(false);
    await expect(page.evaluate(() => getComputedStyle(document.body).display)).resolves.toBe('block');
    expect(problems).toEqual([]);
  });

  it('fits a phone in dark mode', async () => {
    const { page, problems } = await openTool(browser, SX_ROUTE, 'SxEditor', { viewport: PHONE, mode: 'dark' });
    await editor(page).getByRole('button', { name: 'Hover and focus' }).click();
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
