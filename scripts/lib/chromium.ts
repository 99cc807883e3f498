/** Debian's Chromium, driven by playwright-core: the one browser the tests, benches and screenshots use. */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * Resolves once the page is hydrated, its deferred parts included: the colour-mode button (in the
 * app bar, a deferred part) gets its label after mounting, and no part is marked as waiting.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('header button[aria-label^="Switch to"]').waitFor({ state: 'attached', timeout: 15000 });
  // The page's other deferred parts (src/components/deferredPart.tsx): none still waiting for its code.
  await page.locator('html:not([data-parts-pending])').waitFor({ state: 'attached', timeout: 15000 });
}
