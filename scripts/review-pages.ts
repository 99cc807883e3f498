/**
 * A reader's first look at pages of the built site, for authors and reviewers of content:
 * `npm run review -- /joy-ui/react-button/` (or `--under=/joy-ui/` for every exported page below a
 * path; `--base=http://127.0.0.1:3001` to review the development server instead of out/;
 * `--styling=Tailwind` or `--styling=CSS` for the demos in that code styling). Each page opens in light and dark, on a phone (375 px) and a desktop (1440 px); every island
 * is woken and awaited; it reports console errors and hydration warnings (the e2e suite's `openPage`),
 * a page wider than the phone's screen, and axe's serious and critical violations (colour contrast
 * outside the demos' previews, which show the library's theme as it ships). Full-page screenshots go
 * to test-results/review/. Exits with 1 when a page has a problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from './lib/chromium';
import { startStaticServer } from './lib/staticServer';
import { listExportedPages } from './lib/measure';
import { openPage } from '../test/e2e/browser';
import { CODE_STYLING_COOKIE, CODE_STYLINGS, isCodeStyling, STYLING_KEYS, type CodeStyling } from '../src/utils/codeStyling';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'out');
const shotsDir = path.join(root, 'test-results', 'review');
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const args = process.argv.slice(2);
const under = args.find((arg) => arg.startsWith('--under='))?.slice('--under='.length);
const noShots = args.includes('--no-screenshots');
// A running server instead of out/ (the development server, `npm run dev`, for pages being written).
const base = args.find((arg) => arg.startsWith('--base='))?.slice('--base='.length);
// `--styling=Tailwind` or `--styling=CSS`: the demos in that code styling (the codeStyling cookie), as a reader who chose it sees them.
const styling = args.find((arg) => arg.startsWith('--styling='))?.slice('--styling='.length);
if (styling !== undefined && !isCodeStyling(styling)) {
  throw new Error(`--styling takes one of ${CODE_STYLINGS.join(', ')}`);
}

function exportedRoutes(): string[] {
  return listExportedPages(outDir)
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => `/${path.relative(outDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/'));
}

/** Wakes every island at once (a focus inside wakes one) and waits until all are live. */
async function wakeIslands(page: Page): Promise<void> {
  const count = await page.evaluate(() => {
    const islands = [...document.querySelectorAll('[data-island]')];
    islands.forEach((island) => island.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    return islands.length;
  });
  if (count > 0) {
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-island]')].every((island) => island.getAttribute('data-island') === 'live'),
      null,
      { timeout: 30000 + 250 * count },
    );
  }
}

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

async function axeProblems(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations: Violation[] = await page.evaluate(async () => {
    type Axe = { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
    const { axe } = window as unknown as { axe: Axe };
    const everything = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
    const contrast = await axe.run(
      { exclude: [['[data-demo-part="component"]'], ['[data-playground-part="preview"]']] },
      { runOnly: ['color-contrast'] },
    );
    return [...everything.violations, ...contrast.violations];
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Elements that reach past the right edge of a phone's screen and make the page scroll sideways. */
async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) {
      return [];
    }
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 2).join('.')}`,
      );
    return [`page ${document.documentElement.scrollWidth} px wide on a ${width} px screen: ${wide.join(', ')}`];
  });
}

async function main() {
  const routes = [
    ...args.filter((arg) => arg.startsWith('/')),
    ...(under ? exportedRoutes().filter((route) => route.startsWith(under)) : []),
  ];
  if (routes.length === 0) {
    throw new Error('Name the routes to review (`/joy-ui/react-button/`) or `--under=/joy-ui/`');
  }
  const server = base ? { url: base.replace(/\/$/, ''), close: async () => undefined } : await startStaticServer(outDir);
  const browser = await launchBrowser();
  fs.mkdirSync(shotsDir, { recursive: true });
  let failures = 0;
  try {
    for (const route of routes) {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const [device, viewport] of [
          ['phone', { width: 375, height: 740 }],
          ['desktop', { width: 1440, height: 900 }],
        ] as const) {
          const { page, problems } = await openPage(browser, { colorScheme, viewport });
          try {
            // Generous: the development server compiles a page on its first request, on a machine that may be busy.
            page.setDefaultTimeout(120000);
            if (styling) {
              await page.context().addCookies([{ name: CODE_STYLING_COOKIE, value: encodeURIComponent(styling), url: server.url }]);
            }
            const response = await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
            if (response?.status() !== 200) {
              problems.push(`status ${response?.status()}`);
            }
            await waitForHydration(page).catch(() => undefined);
            await wakeIslands(page);
            if (device === 'phone') {
              problems.push(...(await overflowProblems(page)));
            } else {
              problems.push(...(await axeProblems(page)));
            }
            if (!noShots) {
              // Off-screen demos skip rendering (content-visibility): a full-page shot would show them blank.
              await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
              const name = `${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${colorScheme}-${device}${styling ? `-${STYLING_KEYS[styling as CodeStyling]}` : ''}.png`;
              await page.screenshot({ path: path.join(shotsDir, name), fullPage: true });
            }
          } catch (error) {
            problems.push((error as Error).message.split('\n')[0]);
          }
          if (base) {
            // The development server names in the HTML the script chunks of next/dynamic imports that it serves
            // under other names (the islands load regardless); a static export has no such requests.
            problems.splice(0, problems.length, ...problems.filter((problem) => !/^HTTP 404: .*\/_next\/static\/chunks\//.test(problem)));
          }
          console.log(`${problems.length ? 'FAIL' : 'ok  '} ${route} ${colorScheme} ${device}`);
          problems.forEach((problem) => console.log(`     ${problem.slice(0, 400)}`));
          failures += problems.length ? 1 : 0;
          await page.context().close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(
    `${routes.length} page(s) reviewed, ${failures} view(s) with problems${noShots ? '' : `; screenshots in ${path.relative(root, shotsDir)}/`}`,
  );
  process.exitCode = failures ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
