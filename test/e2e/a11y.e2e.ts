import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One page of each kind. */
const PAGES = [
  '/',
  '/versions/',
  '/no-such-page/',
  '/material-ui/getting-started/installation/',
  '/material-ui/react-autocomplete/',
  '/material-ui/react-button/',
  '/system/react-box/',
  '/experiments/docs/markdown/',
  '/x/react-data-grid/column-pinning/',
];

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

describe('accessibility (axe-core): no serious or critical violation', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it.each(PAGES)(`${colorScheme}: %s`, async (route) => {
      const { page, problems } = await openPage(browser, { colorScheme, viewport: { width: 1280, height: 800 } });
      await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
      await waitForHydration(page);
      await page.addScriptTag({ content: AXE_SOURCE });
      const violations: Violation[] = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }).axe.run(document);
        return result.violations;
      });
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
      expect(serious).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
