import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForTemplate } from './browser';
import {
  allTemplates,
  templateId,
  templateRoute,
  templatesOf,
  templatesPage,
  type TemplateProduct,
} from '../../src/templates/templateRoutes';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated by the test driver, which the page's Content-Security-Policy does not govern.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } };
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 5)
            .join(', ')}`,
      );
  });
}

describe('the live templates', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  const views = allTemplates().flatMap((template) =>
    (['light', 'dark'] as const).flatMap((scheme) =>
      [PHONE, DESKTOP].map((viewport) => [templateId(template), scheme, viewport.width, viewport, templateRoute(template)] as const),
    ),
  );

  it.each(views)(
    '%s, %s, %i px: renders whole in its own text colour, fits the width, axe finds nothing serious',
    async (_id, colorScheme, _width, viewport, route) => {
      const { page, problems } = await openPage(browser, { colorScheme, viewport });
      await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
      await waitForTemplate(page);
      // The site's mode (here the system's) reaches the template: its theme follows the class on <html>.
      await expect(page.evaluate(() => document.documentElement.className)).resolves.toContain(colorScheme);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      await expect(page.locator('main').count()).resolves.toBe(1);
      // The page's text takes the colour of the template's own baseline, not the site's.
      const text = await page.evaluate(() => {
        const baseline = [...document.querySelectorAll('style[data-emotion]')]
          .flatMap((style) => [...(style as HTMLStyleElement).sheet!.cssRules])
          .find((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText === 'body' && rule.style.color !== '');
        const probe = document.body.appendChild(document.createElement('span'));
        probe.style.color = baseline?.style.color ?? '';
        const asked = getComputedStyle(probe).color;
        probe.remove();
        return { found: baseline !== undefined, asked, body: getComputedStyle(document.body).color };
      });
      expect(text.found).toBe(true);
      expect(text.body).toBe(text.asked);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each(['material', 'joy'] as TemplateProduct[])(
    '%s: the Templates page shows each template with the preview of the mode shown, and leads to it',
    async (product) => {
      const templates = templatesOf(product);
      const { page, problems } = await openPage(browser, { colorScheme: 'dark', viewport: DESKTOP });
      await page.goto(`${baseUrl()}${templatesPage(product)}`);
      const cards = page.locator('.template-gallery a.template-card');
      await expect(cards.count()).resolves.toBe(templates.length);
      await cards.first().scrollIntoViewIfNeeded();
      const preview = cards.first().locator('img.preview-dark');
      await page.waitForFunction(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        await preview.elementHandle(),
      );
      await expect(cards.first().locator('img.preview-light').isVisible()).resolves.toBe(false);
      await cards.first().click();
      await page.waitForURL(`${baseUrl()}${templateRoute(templates[0])}`);
      await waitForTemplate(page);
      await page.getByRole('link', { name: 'Templates' }).click();
      await page.waitForURL(`${baseUrl()}${templatesPage(product)}`);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('shows its source, TypeScript or JavaScript, and gives focus back when closed', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}${templateRoute({ product: 'material', slug: 'sign-in' })}`);
    await waitForTemplate(page);
    const source = page.getByRole('button', { name: 'Source' });
    await source.click();
    const dialog = page.getByRole('dialog', { name: 'Sign-in template source' });
    // The viewer's code and the source load when asked for.
    await dialog.getByRole('tab', { name: 'App.tsx', selected: true }).waitFor();
    await expect(dialog.getByRole('tabpanel').textContent()).resolves.toContain('export default function App');
    await dialog.getByRole('button', { name: 'JavaScript' }).click();
    await dialog.getByRole('tab', { name: 'App.js', selected: true }).waitFor();
    await expect(dialog.getByRole('tabpanel').textContent()).resolves.not.toContain(': React.');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(source.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens in StackBlitz with every file of its folder', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    const posted: string[] = [];
    await page.context().route('https://stackblitz.com/**', (route) => {
      posted.push(route.request().postData() ?? '');
      return route.fulfill({ contentType: 'text/html', body: '<p>sandbox</p>' });
    });
    await page.goto(`${baseUrl()}${templateRoute({ product: 'material', slug: 'checkout' })}`);
    await waitForTemplate(page);
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Open in StackBlitz' }).click();
    await (await opened).waitForLoadState();
    const fields = new URLSearchParams(posted[0]);
    expect(fields.get('project[files][src/App.tsx]')).toContain('export default function App');
    expect(fields.get('project[files][src/theme.ts]')).toContain('createTheme');
    expect(fields.get('project[files][src/index.tsx]')).toContain('<App />');
    expect(JSON.parse(fields.get('project[dependencies]')!)).toMatchObject({ '@mui/material': '7.0.1' });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a Joy UI template's mode switch changes the whole page, is remembered, and opens in Joy UI's sandbox", async () => {
    const { page, problems } = await openPage(browser, { colorScheme: 'light', viewport: DESKTOP });
    const posted: string[] = [];
    await page.context().route('https://stackblitz.com/**', (route) => {
      posted.push(route.request().postData() ?? '');
      return route.fulfill({ contentType: 'text/html', body: '<p>sandbox</p>' });
    });
    await page.goto(`${baseUrl()}${templateRoute({ product: 'joy', slug: 'sign-in' })}`);
    await waitForTemplate(page);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await expect(background()).resolves.not.toBe(light);
    await page.reload();
    await waitForTemplate(page);
    await expect(page.evaluate(() => document.documentElement.className)).resolves.toContain('dark');
    await expect(page.evaluate(() => localStorage.getItem('mui-mode'))).resolves.toBe('dark');
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Open in StackBlitz' }).click();
    await (await opened).waitForLoadState();
    const fields = new URLSearchParams(posted[0]);
    expect(fields.get('project[title]')).toBe('Sign-in – Joy UI template');
    expect(JSON.parse(fields.get('project[dependencies]')!)).toMatchObject({ '@mui/joy': '5.0.0-beta.49' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
