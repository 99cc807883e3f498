import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';
import { measureRoute } from '../../scripts/lib/measure';

const ROUTE = '/material-ui/customization/color/';
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const outDir = path.resolve(__dirname, '..', '..', 'out');

const tool = (page: Page) => page.locator('section[data-tool="ColorTool"]');
const field = (page: Page, label: 'Primary' | 'Secondary' = 'Primary') => tool(page).getByRole('textbox', { name: `${label} colour` });
const code = (page: Page) => tool(page).locator('pre[data-code]').textContent();
const statusText = (page: Page) => tool(page).getByRole('status').first().textContent();
const preview = (page: Page, mode: 'Light' | 'Dark') => tool(page).getByRole('group', { name: `${mode} mode preview` });
const activeName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

/** Waits until a preview's button has this background colour: Material UI's buttons fade to a new one. */
async function expectBackground(page: Page, mode: 'Light' | 'Dark', name: string, color: string) {
  const button = preview(page, mode).getByRole('button', { name, exact: true });
  await button.evaluate(
    (element, wanted) =>
      new Promise<void>((resolve) => {
        const started = Date.now();
        const check = () =>
          getComputedStyle(element).backgroundColor === wanted || Date.now() - started > 3000 ? resolve() : setTimeout(check, 50);
        check();
      }),
    color,
  );
  await expect(button.evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe(color);
}

/** Opens the page and waits until the tool is live (hydrated in its own root). */
async function openTool(browser: Browser, query = '', viewport = DESKTOP) {
  const watched = await openPage(browser, { viewport });
  await watched.page.goto(`${baseUrl()}${ROUTE}${query}`);
  await waitForHydration(watched.page);
  await tool(watched.page).scrollIntoViewIfNeeded();
  await tool(watched.page).locator('[data-island="live"]').waitFor({ timeout: 30000 });
  return watched;
}

async function waitForCode(page: Page, text: string) {
  await page.waitForFunction(
    (wanted) => document.querySelector('section[data-tool="ColorTool"] pre[data-code]')?.textContent?.includes(wanted),
    text,
    { timeout: 10000 },
  );
}

describe('the colour tool', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it("is not in the page's first load", () => {
    const firstLoad = measureRoute(outDir, ROUTE).js;
    const text = firstLoad.files.map((src) => fs.readFileSync(path.join(outDir, decodeURIComponent(src)), 'utf8')).join('\n');
    // The field's hint is the tool's own text.
    expect(text).not.toContain('or pick one below');
  });

  it('starts on the default palette, rendered by the server', async () => {
    const { page, problems } = await openTool(browser);
    await expect(field(page).inputValue()).resolves.toBe('#1976d2');
    await expect(tool(page).getByRole('radio', { name: 'Blue', exact: true }).isChecked()).resolves.toBe(true);
    await expect(tool(page).getByRole('radio', { name: '700', exact: true }).isChecked()).resolves.toBe(true);
    await expect(statusText(page)).resolves.toBe(
      'Primary: Blue 700, main #1976d2, light #4791db, dark #115293. Contrast text #fff on main: 4.60:1 (Passes AA).',
    );
    await expect(code(page)).resolves.toContain("main: '#1976d2', // blue[700]");
    await expect(code(page)).resolves.toContain("main: '#9c27b0', // purple[500]");
    await expectBackground(page, 'Light', 'Contained', 'rgb(25, 118, 210)');
    await expectBackground(page, 'Dark', 'Contained', 'rgb(25, 118, 210)');
    await expect(preview(page, 'Dark').evaluate((group) => getComputedStyle(group).backgroundColor)).resolves.toBe('rgb(18, 18, 18)');
    // The contrast table rates main as text on the dark page (4.07:1) as for large text only.
    const onDark = tool(page).locator('[data-palette="primary"] tr[data-check="main-dark"]');
    await expect(onDark.textContent()).resolves.toMatch(/4\.07:1.*Large text only/);
    expect(problems).toEqual([]);
  });

  it('a hue and a shade from the grid change the palette, the preview, the code and the address', async () => {
    const { page, problems } = await openTool(browser);
    await tool(page).getByRole('radio', { name: 'Indigo' }).click();
    await waitForCode(page, "main: '#303f9f', // indigo[700]");
    await tool(page).getByRole('radio', { name: '500', exact: true }).click();
    await waitForCode(page, "main: '#3f51b5', // indigo[500]");
    await expect(field(page).inputValue()).resolves.toBe('#3f51b5');
    await expect(statusText(page)).resolves.toMatch(/^Primary: Indigo 500, main #3f51b5, light #6573c3, dark #2c387e\./);
    await expectBackground(page, 'Light', 'Contained', 'rgb(63, 81, 181)');
    await expectBackground(page, 'Dark', 'Contained', 'rgb(63, 81, 181)');
    await expect(tool(page).locator('[data-palette="primary"] [data-key="light"]').textContent()).resolves.toContain('rgb(101, 115, 195)');
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('primary') === '3f51b5');
    // The secondary colour is untouched and stays out of the address.
    await expect(code(page)).resolves.toContain("main: '#9c27b0', // purple[500]");
    await expect(page.evaluate(() => new URLSearchParams(window.location.search).has('secondary'))).resolves.toBe(false);
    expect(problems).toEqual([]);
  });

  it('a typed colour changes the secondary palette, and moves the grid to its swatch', async () => {
    const { page, problems } = await openTool(browser);
    await tool(page).locator('button[data-intent="secondary"]').click();
    await expect(tool(page).locator('button[data-intent="secondary"]').getAttribute('aria-pressed')).resolves.toBe('true');
    await field(page, 'Secondary').fill('  #FF5722 ');
    await waitForCode(page, "main: '#ff5722', // deepOrange[500]");
    await expectBackground(page, 'Light', 'Secondary', 'rgb(255, 87, 34)');
    await expect(tool(page).getByRole('radio', { name: 'Deep orange' }).isChecked()).resolves.toBe(true);
    await expect(tool(page).getByRole('radio', { name: '500', exact: true }).isChecked()).resolves.toBe(true);

    // A colour that is no swatch: the grid shows none, the code names none.
    await field(page, 'Secondary').fill('hsl(160, 60%, 35%)');
    await waitForCode(page, "main: 'hsl(160, 60%, 35%)',\n");
    await expect(tool(page).locator('input[type="radio"]:checked').count()).resolves.toBe(0);
    await expectBackground(page, 'Dark', 'Secondary', 'rgb(36, 143, 107)');
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('secondary') === 'hsl(160, 60%, 35%)');
    expect(problems).toEqual([]);
  });

  it('an invalid colour gets a message next to the field and keeps the last good palette', async () => {
    const { page, problems } = await openTool(browser);
    await field(page).fill('#3f51b5');
    await waitForCode(page, "main: '#3f51b5'");
    for (const [input, message] of [
      ['banana', /Colour names are not supported/],
      ['#12345', /3 or 6 digits/],
      ['rgb(300, 0, 0)', /0 to 255/],
      ['<img src=x onerror="window.injected=1">', /not a colour the palette can read/],
    ] as const) {
      await field(page).fill(input);
      // Leaving the field shows the message at once (while typing, it waits for a pause).
      await field(page).press('Enter');
      await expect(field(page).getAttribute('aria-invalid')).resolves.toBe('true');
      const describedBy = await field(page).getAttribute('aria-describedby');
      await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toMatch(message);
      await expect(code(page)).resolves.toContain("main: '#3f51b5'");
      await expectBackground(page, 'Light', 'Contained', 'rgb(63, 81, 181)');
    }
    await expect(tool(page).locator('img').count()).resolves.toBe(0);
    await expect(page.evaluate(() => 'injected' in window)).resolves.toBe(false);
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('primary') === '3f51b5');

    // Fixed: the message goes.
    await field(page).fill('#009688');
    await waitForCode(page, "main: '#009688', // teal[500]");
    await expect(field(page).getAttribute('aria-invalid')).resolves.toBe('false');
    expect(problems).toEqual([]);
  });

  it('works with the keyboard only', async () => {
    const { page, problems } = await openTool(browser);
    // Into the tool: the first stop is the Primary button.
    await tool(page).locator('button[data-intent="primary"]').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(tool(page).locator('button[data-intent="secondary"]').getAttribute('aria-pressed')).resolves.toBe('true');

    // Then the secondary colour's field: type a colour.
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => document.activeElement?.id === document.querySelector('section[data-tool] input[type="text"]')?.id),
    ).resolves.toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('#e91e63');
    await waitForCode(page, "main: '#e91e63', // pink[500]");

    // Then the hue radios (on the checked one: Pink), arrows move along the hues.
    await page.keyboard.press('Tab');
    await expect(activeName(page)).resolves.toBe('Pink');
    await page.keyboard.press('ArrowRight');
    await expect(activeName(page)).resolves.toBe('Purple');
    await waitForCode(page, "main: '#9c27b0', // purple[500]");

    // Then the shade radios.
    await page.keyboard.press('Tab');
    await expect(activeName(page)).resolves.toBe('500');
    await page.keyboard.press('ArrowLeft');
    await waitForCode(page, "main: '#ab47bc', // purple[400]");
    await page.keyboard.press('End');
    await waitForCode(page, "main: '#aa00ff', // purple.A700");
    await expect(field(page, 'Secondary').inputValue()).resolves.toBe('#aa00ff');
    // The focus ring is visible.
    await expect(page.evaluate(() => getComputedStyle(document.activeElement!.nextElementSibling!).outlineStyle)).resolves.toBe('solid');

    // Back to the primary colour with Shift+Tab.
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Shift+Tab');
    }
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-intent'))).resolves.toBe('primary');
    await page.keyboard.press('Space');
    await expect(tool(page).locator('button[data-intent="primary"]').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(field(page, 'Primary').inputValue()).resolves.toBe('#1976d2');
    expect(problems).toEqual([]);
  });

  it('a shared address opens on its palette, and what it does not understand is ignored', async () => {
    const shared = await openTool(browser, '?primary=3f51b5&secondary=%23F50057', PHONE);
    await waitForCode(shared.page, "main: '#3f51b5', // indigo[500]");
    await expect(code(shared.page)).resolves.toContain("main: '#f50057', // pink.A400");
    await expect(field(shared.page).inputValue()).resolves.toBe('#3f51b5');
    await expect(tool(shared.page).getByRole('radio', { name: 'Indigo' }).isChecked()).resolves.toBe(true);
    await expectBackground(shared.page, 'Dark', 'Secondary', 'rgb(245, 0, 87)');
    // Opening it does not rewrite the address.
    await expect(shared.page.evaluate(() => window.location.search)).resolves.toBe('?primary=3f51b5&secondary=%23F50057');
    // Nothing spills out of a phone's width.
    await expect(shared.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
    expect(shared.problems).toEqual([]);

    const markup = encodeURIComponent('<img src=x onerror="window.injected=1">');
    const bad = await openTool(browser, `?primary=${markup}&secondary=${'f'.repeat(500)}`);
    await expect(field(bad.page).inputValue()).resolves.toBe('#1976d2');
    await expect(code(bad.page)).resolves.toContain("main: '#9c27b0'");
    await expect(tool(bad.page).locator('img').count()).resolves.toBe(0);
    await expect(bad.page.evaluate(() => 'injected' in window)).resolves.toBe(false);
    expect(bad.problems).toEqual([]);
  });

  it('the copy button copies the theme code', async () => {
    const { page, problems } = await openTool(browser, '?primary=009688');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl()).origin });
    await waitForCode(page, "main: '#009688'");
    await tool(page).getByRole('button', { name: 'Copy the theme code' }).click();
    await tool(page).locator('button[data-copied]').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(await code(page));
    expect(problems).toEqual([]);
  });
});
