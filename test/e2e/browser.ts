import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

import { isAllowedLicenseMessage } from './commercialDemos';

export { CHROMIUM_PATH, launchBrowser, waitForHydration } from '../../scripts/lib/chromium';

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) {
    throw new Error('E2E_BASE_URL is not set: run the e2e suite through `npm run test:e2e`.');
  }
  return url;
}

export interface WatchedPage {
  page: Page;
  /** Console errors, uncaught exceptions, React hydration warnings and third-party requests seen so far. */
  problems: string[];
}

const HYDRATION_PATTERN = /hydrat|did not match|server rendered HTML/i;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An http(s) URL on another host than this machine; data:, blob: and about: URLs never leave the page. */
export function isThirdPartyUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return (protocol === 'http:' || protocol === 'https:') && !LOOPBACK_HOSTS.has(hostname);
}

/**
 * A new page in its own context, watched (see watchPage). Without the service worker unless a test
 * asks for it (`serviceWorkers: 'allow'`): it has its own tests, and in every other fresh context it
 * would precache the build (about 180 files) while the test ran.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  return watchPage(await context.newPage());
}

/**
 * Records every console error of the page (but MUI X's missing-license notice on the pages with
 * Pro or Premium demos), hydration warning, third-party request and Content-Security-Policy violation.
 */
export async function watchPage(page: Page): Promise<WatchedPage> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline script'}`);
    });
  });
  page.on('console', (message) => {
    // A failed request is reported with its URL by the response listener below.
    if (message.text().startsWith('Failed to load resource')) {
      return;
    }
    // An unlicensed build's Pro and Premium demos print MUI X's own notice: allowed there, exactly, and nowhere else.
    if (message.type() === 'error' && isAllowedLicenseMessage(message.text(), page.url())) {
      return;
    }
    if (message.type() === 'error' || HYDRATION_PATTERN.test(message.text())) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
  // The site is self-contained: fonts, scripts and data come from its own origin (the ad stand-ins from loopback).
  page.on('request', (request) => {
    if (isThirdPartyUrl(request.url())) {
      problems.push(`third-party request: ${request.url()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return { page, problems };
}

/** A live template's page has no site header: it is hydrated once React owns the template bar. */
export async function waitForTemplate(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const bar = document.querySelector('nav[aria-label="Template"]');
    return bar !== null && Object.keys(bar).some((key) => key.startsWith('__reactFiber'));
  });
}
