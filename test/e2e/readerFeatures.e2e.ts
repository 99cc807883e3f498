import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';

const DESKTOP = { width: 1440, height: 900 };
const DOCS_PAGE = '/material-ui/react-slider/';
const API_PAGE = '/material-ui/api/button/';

type GtagCall = [string, ...unknown[]];

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe violations on the page as it is now (an open menu, a dialog, a form). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
    const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } };
    const { violations } = await axe.run(
      { exclude: [['[data-demo-part="component"]'], ['[data-playground-part="preview"]']] },
      { resultTypes: ['violations'] },
    );
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

/** The `feedback` events so far: gtag queues its `arguments` in window.dataLayer. */
async function feedbackEvents(page: Page): Promise<unknown[]> {
  const calls = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((call) => Array.from(call) as GtagCall),
  );
  return calls.filter((call) => call[0] === 'event' && call[1] === 'feedback').map((call) => call[2]);
}

async function open(browser: Browser, route: string) {
  const watched = await openPage(browser, { viewport: DESKTOP });
  await watched.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await watched.page.goto(`${baseUrl()}${route}`);
  await waitForHydration(watched.page);
  return watched;
}

describe('reader features, used in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it.each([DOCS_PAGE, API_PAGE])('"Copy page" puts the Markdown export of %s on the clipboard', async (route) => {
    const { page, problems } = await open(browser, route);
    const markdown = await page.evaluate(async (path) => (await fetch(path)).text(), `${route}index.md`);
    expect(markdown.length).toBeGreaterThan(500);
    const button = page.getByRole('group', { name: 'Page actions' }).getByRole('button', { name: 'Copy page' });
    await button.click();
    await page.getByRole('group', { name: 'Page actions' }).locator('[data-copied]').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(markdown);
    await expect(page.getByRole('status').filter({ hasText: 'Page copied' }).count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the page actions menu works from the keyboard, and its assistant links carry the Markdown address', async () => {
    const { page, problems } = await open(browser, DOCS_PAGE);
    // By CSS: while the menu is open, the page behind it is out of the accessibility tree.
    const trigger = page.locator('button[aria-label="More page actions"]');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    const items = menu.getByRole('menuitem');
    await expect(items.allInnerTexts()).resolves.toEqual(['View as Markdown', 'Open in ChatGPT', 'Open in Claude']);
    await expect(items.nth(0).getAttribute('href')).resolves.toBe(`${DOCS_PAGE}index.md`);
    for (const [index, host] of [
      [1, 'chatgpt.com'],
      [2, 'claude.ai'],
    ] as const) {
      const href = new URL((await items.nth(index).getAttribute('href'))!);
      expect(href.hostname).toBe(host);
      expect(href.searchParams.get('q')).toMatch(new RegExp(`https?://[^ ]+${DOCS_PAGE}index\\.md`));
      await expect(items.nth(index).getAttribute('target')).resolves.toBe('_blank');
    }
    // The arrow keys move through the items, Escape closes and gives the focus back.
    await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('Open in ChatGPT');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect(trigger.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('feedback sends one `feedback` event, without the comment unless the reader allows it, once per page per session', async () => {
    const { page, problems } = await open(browser, DOCS_PAGE);
    const form = page.getByRole('region', { name: 'Was this page helpful?' });
    await form.getByRole('button', { name: 'No', exact: true }).click();
    await form.getByLabel('Anything to add? (optional)').fill('The range demo needs a <b>label</b>.');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Thank you for your feedback.').waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Thank you for your feedback.');
    await page.waitForTimeout(300);
    expect(await feedbackEvents(page)).toEqual([{ page: DOCS_PAGE, answer: 'no', comment_length: 36 }]);
    // Answered in this session: a second answer is thanked and sends nothing.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Was this page helpful?' }).getByRole('button', { name: 'Yes', exact: true }).click();
    await page.getByText('Thank you for your feedback.').waitFor();
    await expect(page.getByLabel('Anything to add? (optional)').count()).resolves.toBe(0);
    await page.waitForTimeout(300);
    expect(await feedbackEvents(page)).toEqual([]);
    // Another page asks; a ticked box sends the text.
    await page.goto(`${baseUrl()}${API_PAGE}`);
    await waitForHydration(page);
    const apiForm = page.getByRole('region', { name: 'Was this page helpful?' });
    await apiForm.getByRole('button', { name: 'Yes', exact: true }).click();
    await apiForm.getByLabel('Anything to add? (optional)').fill('Clear.');
    await apiForm.getByLabel('Send my comment with my answer').check();
    await apiForm.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Thank you for your feedback.').waitFor();
    expect(await feedbackEvents(page)).toEqual([{ page: API_PAGE, answer: 'yes', comment_length: 6, comment: 'Clear.' }]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('`?` opens the keyboard shortcuts dialog, Escape closes it, and in a text field `?` is typed', async () => {
    const { page, problems } = await open(browser, DOCS_PAGE);
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    await expect(dialog.locator('kbd').allInnerTexts()).resolves.toEqual(expect.arrayContaining(['K', '/', '?']));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // A field of the feedback form: `?` is a character there.
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    const field = page.getByLabel('Anything to add? (optional)');
    await field.focus();
    await page.keyboard.press('?');
    await expect(field.inputValue()).resolves.toBe('?');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)('%s: the open menu, the feedback form and the shortcuts dialog pass axe', async (colorScheme) => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP, colorScheme });
    await page.goto(`${baseUrl()}${DOCS_PAGE}`);
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Was this page helpful?' }).getByRole('button', { name: 'Yes', exact: true }).click();
    await page.getByLabel('Anything to add? (optional)').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('button[aria-label="More page actions"]').click();
    await page.getByRole('menu').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a documentation page shows when it last changed, from git at build time', async () => {
    const { page, problems } = await open(browser, DOCS_PAGE);
    const time = page.locator('footer time');
    const iso = await time.getAttribute('datetime');
    expect(Number.isNaN(Date.parse(iso!))).toBe(false);
    expect(Date.parse(iso!)).toBeLessThanOrEqual(Date.now());
    await expect(time.innerText()).resolves.toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
