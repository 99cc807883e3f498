import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, openPage, waitForHydration } from './browser';
import { BENCH_ROUTES, measureRoute } from '../../scripts/lib/measure';

const outDir = path.resolve(__dirname, '..', '..', 'out');

/**
 * The scripts a page without demos or tools loads after its first load: its deferred parts' (the
 * app bar, the sidebar, the footer…), the ad's, the analytics'. Every documentation page shares them.
 */
export async function pageScriptsAfterLoad(browser: Browser): Promise<Set<string>> {
  const { page } = await openPage(browser, { serviceWorkers: 'block' });
  const scripts = new Set<string>();
  page.on('request', (request) => scripts.add(new URL(request.url()).pathname));
  await page.goto(`${baseUrl()}${BENCH_ROUTES.content}`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.context().close();
  return scripts;
}

/**
 * True for the script of an island or a tool on `route`: one the page loads after its first load
 * that a page without them does not load (`pageScripts`). Style sheets are not matched.
 */
export function isIslandScript(route: string, pageScripts: Set<string>) {
  const firstLoad = new Set(measureRoute(outDir, route).js.files);
  return (url: URL) =>
    url.pathname.startsWith('/_next/static/chunks/') &&
    url.pathname.endsWith('.js') &&
    !firstLoad.has(url.pathname) &&
    !pageScripts.has(url.pathname);
}
