import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration, waitForTemplate } from './browser';
import { listExportedPages } from '../../scripts/lib/measure';
import { listRedirectPages } from '../../scripts/lib/redirectPages';
import { blockedInlineScripts, pagePolicy } from '../helpers/contentSecurityPolicy';
import { headersFor, readHeadersFile } from '../../scripts/lib/headersFile';
import { openSearch, searchFor } from './searchHelpers';

const outDir = path.resolve(__dirname, '..', '..', 'out');
const DESKTOP = { width: 1280, height: 800 };

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The violations a page reported: openPage turns each into a console error. */
const violations = (problems: string[]) => problems.filter((problem) => problem.includes('Content-Security-Policy'));

describe('Content-Security-Policy', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('every exported page carries a policy that allows exactly its inline scripts', () => {
    const files = [...listExportedPages(outDir), ...listRedirectPages(outDir)];
    expect(files.length).toBeGreaterThan(500);
    const problems = files.flatMap((file) => {
      const html = fs.readFileSync(file, 'utf8');
      const policy = pagePolicy(html);
      if (!policy) {
        return [`${file}: no policy`];
      }
      const script = directives(policy).get('script-src') ?? [];
      return [
        ...blockedInlineScripts(html).map((blocked) => `${file}: blocks ${blocked.slice(0, 60)}`),
        ...["'unsafe-inline'", "'unsafe-eval'"].filter((source) => script.includes(source)).map((source) => `${file}: ${source}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('names the loopback ad stand-ins the e2e build is configured with, and no analytics host (no measurement id)', () => {
    const adOrigin = new URL(process.env.E2E_AD_NETWORK_URL!).origin;
    const policy = directives(pagePolicy(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'))!);
    expect(policy.get('script-src')).toContain(adOrigin);
    expect(policy.get('connect-src')).toContain(new URL(process.env.E2E_AD_FEED_URL!).origin);
    expect([...policy.values()].flat().some((source) => source.includes('google'))).toBe(false);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('is sent as a header with what a meta tag cannot carry, by _headers and by the server', async () => {
    const rules = readHeadersFile(outDir);
    const page = headersFor(rules, '/material-ui/react-button/');
    expect(directives(page['Content-Security-Policy']).get('frame-ancestors')).toEqual(["'self'"]);
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headersFor(rules, '/_next/static/chunks/x.js')['Cache-Control']).toMatch(/immutable/);

    const response = await fetch(`${baseUrl()}/material-ui/react-button/`);
    expect(response.headers.get('content-security-policy')).toBe(page['Content-Security-Policy']);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  /** Opens a page and does what a reader does there; every kind of page the site has. */
  const PAGE_KINDS: [name: string, use: (page: Page) => Promise<void>][] = [
    ['home', (page) => page.goto(`${baseUrl()}/`).then(() => waitForHydration(page))],
    [
      'prose, with its ad',
      async (page) => {
        await page.goto(`${baseUrl()}/material-ui/getting-started/installation/`);
        await page.locator('[data-ad-slot="body-top"] #carbonads').waitFor();
      },
    ],
    [
      'component page: code opened, the feed ad, a sandbox form sent',
      async (page) => {
        await page.goto(`${baseUrl()}/material-ui/react-button/`);
        await waitForHydration(page);
        await page.getByRole('button', { name: 'Show code' }).first().click();
        await page.locator('[data-ad-slot="demo-inline"][data-ad-source="feed"] img').first().waitFor();
        // The form posts to CodeSandbox in a new tab; the stand-in answers in its place.
        const opened = page.context().waitForEvent('page');
        await page
          .getByRole('button', { name: /CodeSandbox/ })
          .first()
          .click();
        const sandbox = await opened;
        await sandbox.waitForLoadState();
        expect(sandbox.url()).toBe('https://codesandbox.io/api/v1/sandboxes/define');
        await sandbox.close();
      },
    ],
    [
      'live template: its source opened',
      async (page) => {
        await page.goto(`${baseUrl()}/material-ui/getting-started/templates/dashboard/`);
        await waitForTemplate(page);
        await page.getByRole('button', { name: 'Source' }).click();
        await page.getByRole('tabpanel').waitFor();
      },
    ],
    ['API page', (page) => page.goto(`${baseUrl()}/material-ui/api/button/`).then(() => waitForHydration(page))],
    [
      '404 with its suggestions',
      async (page) => {
        await page.goto(`${baseUrl()}/material-ui/react-buton/`);
        await page.getByRole('heading', { name: 'Were you looking for one of these?' }).waitFor();
      },
    ],
    ['offline page', (page) => page.goto(`${baseUrl()}/offline/`).then(() => waitForHydration(page))],
    [
      'search opened',
      async (page) => {
        await openSearch(page, baseUrl(), '/material-ui/getting-started/');
        await searchFor(page, 'slider');
      },
    ],
    [
      'redirect page',
      (page) => page.goto(`${baseUrl()}/material-ui/`).then(() => page.waitForURL(`${baseUrl()}/material-ui/getting-started/`)),
    ],
  ];

  it.each(PAGE_KINDS)('%s: no violation', async (_name, use) => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.context().route('https://codesandbox.io/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>sandbox</p>' }));
    await use(page);
    expect(violations(problems)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('blocks a script injected into a page (control)', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}/material-ui/react-button/`);
    await waitForHydration(page);
    const reported = page.waitForEvent('console', (message) => message.text().startsWith('Content-Security-Policy violation'));
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
    });
    await reported;
    await expect(page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).resolves.toBeUndefined();
    // Reported once by the page's meta policy and once by the header's.
    expect([...new Set(violations(problems))]).toEqual(['error: Content-Security-Policy violation: script-src-elem blocked inline']);
    await page.context().close();
  });
});
