import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One page of each kind. */
const PAGES = [
  '/',
  '/versions/',
  // A mistyped address: the 404 page with its suggestions.
  '/material-ui/react-slidr/',
  '/material-ui/getting-started/installation/',
  '/material-ui/react-autocomplete/',
  '/material-ui/react-button/',
  '/material-ui/react-slider/',
  // Playgrounds whose inputs are named through slotProps, and one with element children.
  '/material-ui/react-checkbox/',
  '/material-ui/react-tooltip/',
  // A deprecated page: its flag in the sidebar sits on the selected item's tint.
  '/material-ui/react-grid-legacy/',
  // The gallery: cards drawn in inline SVG, coloured by the site's variables in each mode.
  '/material-ui/all-components/',
  // The theme tools (their previews of the reader's colours are excluded from contrast like demos) and the templates' gallery.
  '/material-ui/customization/color/',
  '/material-ui/customization/default-theme/',
  '/material-ui/customization/theming/',
  '/material-ui/getting-started/templates/',
  '/system/react-box/',
  // The sx editor, a generated props table, and Base UI's demos in the default styling.
  '/system/getting-started/the-sx-prop/',
  '/system/spacing/',
  '/base-ui/react-select/',
  '/experiments/docs/markdown/',
  '/x/react-data-grid/column-pinning/',
  // Joy UI: a component page with playgrounds and CSS variables playgrounds, colour inversion, the theme tools, the templates.
  '/joy-ui/react-button/',
  '/joy-ui/react-list/',
  '/joy-ui/react-autocomplete/',
  '/joy-ui/main-features/color-inversion/',
  '/joy-ui/customization/default-theme-viewer/',
  '/joy-ui/customization/theme-builder/',
  '/joy-ui/getting-started/templates/',
  // MUI X's live demos, server-rendered (the Toolpad Core demos are in frames, empty until they wake).
  '/x/react-data-grid/',
  '/x/react-date-pickers/',
  '/x/react-charts/',
  '/x/react-tree-view/',
];

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/**
 * Runs axe in the page. Demo and playground previews show the library's default theme as it ships
 * (documented, not restyled), so colour contrast is checked everywhere except inside them; every
 * other rule covers them too. `colourOnly` runs only the rules that read colours. Only violations
 * are collected (`resultTypes`): listing every passing node took about an eighth of the time.
 */
async function runAxe({ colourOnly }: { colourOnly: boolean }): Promise<Violation[]> {
  type Axe = { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
  const { axe } = window as unknown as { axe: Axe };
  const others = await axe.run(
    document,
    colourOnly
      ? // Of axe's colour rules (tag cat.color), the one besides contrast; the AAA one is off by default.
        { runOnly: ['link-in-text-block'], resultTypes: ['violations'] }
      : { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] },
  );
  const contrast = await axe.run(
    { exclude: [['[data-demo-part="component"]'], ['[data-playground-part="preview"]']] },
    { runOnly: ['color-contrast'], resultTypes: ['violations'] },
  );
  return [...others.violations, ...contrast.violations];
}

/** The header's colour-mode control pressed, and the page in dark once the class is on <html>. */
async function switchToDark(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
  await page.locator('html.dark').waitFor({ state: 'attached' });
}

/** The serious and critical violations, one line each. */
function serious(mode: string, violations: Violation[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${mode}: ${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

describe('accessibility (axe-core): no serious or critical violation', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  // Loaded light, then switched to dark with the header's control: the rules that read colours run
  // in both modes, every other rule (names, roles, structure: the same markup) in the first only.
  // Loading straight into dark is colorMode.e2e.ts's and the crawl's dark pass's.
  it.each(PAGES)('light, then dark: %s', async (route) => {
    const { page, problems } = await openPage(browser, { colorScheme: 'light', viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
    await waitForHydration(page);
    if (route.includes('slidr')) {
      await page.getByRole('region', { name: 'Were you looking for one of these?' }).waitFor();
    }
    // Evaluated by the test driver, which the page's Content-Security-Policy does not govern (a script tag would be blocked).
    await page.evaluate(AXE_SOURCE);
    const light = await page.evaluate(runAxe, { colourOnly: false });
    await switchToDark(page);
    const dark = await page.evaluate(runAxe, { colourOnly: true });
    expect([...serious('light', light), ...serious('dark', dark)]).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('control: text readable in light only is a violation once switched to dark, not before', async () => {
    const { page } = await openPage(browser, { colorScheme: 'light' });
    await page.goto(`${baseUrl()}/material-ui/getting-started/installation/`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.evaluate(AXE_SOURCE);
    await page.evaluate(() => {
      const sheet = document.head.appendChild(document.createElement('style')).sheet!;
      sheet.insertRule('html.dark .a11y-control { color: #3a3a3a; }');
      const text = document.createElement('p');
      text.className = 'a11y-control';
      text.textContent = 'Dark grey on white, then on the dark background.';
      document.querySelector('article')!.prepend(text);
    });
    const light = await page.evaluate(runAxe, { colourOnly: true });
    await switchToDark(page);
    const dark = await page.evaluate(runAxe, { colourOnly: true });
    expect(serious('light', light)).toEqual([]);
    expect(serious('dark', dark)).toEqual([expect.stringMatching(/^dark: color-contrast \(serious\): .*\.a11y-control/)]);
    await page.context().close();
  });
});
