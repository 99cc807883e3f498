/**
 * Screenshots of exported pages for a person to look at: each route in light and dark, on a
 * phone (375 px) and a desktop (1440 px). Usage: `npm run screenshots -- / /versions/`.
 * Add `--open-nav` to open the navigation drawer on the phone shots, `--open-code` to open the
 * code of the first demo and scroll to it, `--search=<query>` to open search (Ctrl+K) and type the
 * query (`--search=` alone shows the empty dialog), `--rtl` to switch to right to left in the settings
 * first (and scroll to the first demo), `--open-menu` to open the first demo's menu button (an element with aria-haspopup).
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, waitForHydration } from './lib/chromium';
import { startStaticServer } from './lib/staticServer';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const openNav = args.includes('--open-nav');
const openCode = args.includes('--open-code');
const rtl = args.includes('--rtl');
const openMenu = args.includes('--open-menu');
const searchQuery = args.find((arg) => arg.startsWith('--search='))?.slice('--search='.length);
const routes = args.filter((arg) => arg.startsWith('/'));
const outDir = path.join(root, 'test-results', 'screenshots');

async function main() {
  const server = await startStaticServer(path.join(root, 'out'));
  const browser = await launchBrowser();
  fs.mkdirSync(outDir, { recursive: true });
  try {
    for (const route of routes.length ? routes : ['/']) {
      for (const mode of ['light', 'dark'] as const) {
        for (const [device, viewport] of [
          ['phone', { width: 375, height: 740 }],
          ['desktop', { width: 1440, height: 900 }],
        ] as const) {
          const context = await browser.newContext({ viewport, colorScheme: mode });
          const page = await context.newPage();
          await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
          if (rtl) {
            await waitForHydration(page);
            await page.getByRole('button', { name: 'Open settings' }).click();
            await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Right to left' }).click();
            await page.waitForFunction(() => document.documentElement.dir === 'rtl');
            await page.keyboard.press('Escape');
            // The first demo is what right to left changes most.
            await page
              .locator('section[aria-label^="Demo: "]')
              .first()
              .evaluate((element) => element.scrollIntoView());
            await page.waitForTimeout(400);
          }
          if (openMenu) {
            await waitForHydration(page);
            const trigger = page.locator('section[aria-label^="Demo: "] [aria-haspopup]').first();
            await trigger.scrollIntoViewIfNeeded();
            await trigger.click();
            await page.getByRole('menu').waitFor();
            await page.waitForTimeout(400);
          }
          if (openNav && device === 'phone') {
            await page.getByRole('banner').getByRole('button', { name: 'Open navigation' }).click();
            await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
            await page.waitForTimeout(400);
          }
          if (openCode) {
            const button = page.getByRole('button', { name: 'Show code' }).first();
            await button.click();
            await page.getByTestId('demo-source').waitFor();
            await page
              .locator('section[aria-label^="Demo: "]')
              .first()
              .evaluate((element) => element.scrollIntoView());
            await page.waitForTimeout(300);
          }
          if (searchQuery !== undefined) {
            // Only a hydrated page listens for the shortcut.
            await waitForHydration(page);
            await page.keyboard.press('Control+k');
            const field = page.getByRole('combobox', { name: 'Search the docs' });
            await field.waitFor();
            if (searchQuery) {
              await field.fill(searchQuery);
              await page.locator('#search-results[aria-busy="false"]').waitFor();
            }
            await page.waitForTimeout(400);
          }
          const search =
            (searchQuery === undefined ? '' : `-search-${searchQuery.replace(/[^a-z0-9]+/gi, '-') || 'empty'}`) +
            (rtl ? '-rtl' : '') +
            (openMenu ? '-menu' : '');
          const name = `${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}${search}-${mode}-${device}.png`;
          await page.screenshot({ path: path.join(outDir, name) });
          console.log(path.relative(root, path.join(outDir, name)));
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
