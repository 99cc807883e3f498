import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';

const DESKTOP = { width: 1440, height: 900 };

describe('navigation', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  async function open(route: string) {
    const watched = await openPage(browser, { viewport: DESKTOP });
    await watched.page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
    await waitForHydration(watched.page);
    return watched;
  }

  it('the product switcher reaches the other products', async () => {
    const { page, problems } = await open('/material-ui/getting-started/installation/');
    await page.getByRole('button', { name: 'Products', exact: true }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem').first().waitFor();
    await expect(menu.getByRole('menuitem').allInnerTexts()).resolves.toHaveLength(6);
    await expect(menu.locator('[aria-current="page"]').innerText()).resolves.toContain('Material UI');
    await menu.getByRole('menuitem', { name: /Joy UI/ }).click();
    await page.waitForURL(`${baseUrl()}/joy-ui/getting-started/`);
    await page.locator('header a[aria-label="Joy UI"]').waitFor();
    await expect(page.getByRole('button', { name: /Joy UI version v5\.0\.0-beta\.49/ }).count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('groups open and close, the active branch opens, choices survive client-side navigation', async () => {
    const { page, problems } = await open('/material-ui/getting-started/installation/');
    const sidebar = page.getByRole('navigation', { name: 'Documentation' });
    const gettingStarted = sidebar.getByRole('button', { name: 'Getting started' });
    const components = sidebar.getByRole('button', { name: 'Components', exact: true });
    await expect(gettingStarted.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(components.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(sidebar.getByRole('link', { name: 'Button', exact: true }).count()).resolves.toBe(0);

    await components.focus();
    await page.keyboard.press('Enter');
    await expect(components.getAttribute('aria-expanded')).resolves.toBe('true');
    await sidebar.getByRole('link', { name: 'Button', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/material-ui/react-button/`);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Button');
    await expect(sidebar.locator('[aria-current="page"]').innerText()).resolves.toBe('Button');
    // The group the reader left open stays open on the new page.
    await expect(gettingStarted.getAttribute('aria-expanded')).resolves.toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('flags show as chips, plans as labelled icons, external links open a new tab', async () => {
    const { page, problems } = await open('/experiments/docs/first-level-child-3/');
    const sidebar = page.getByRole('navigation', { name: 'Documentation' });
    await expect(sidebar.getByRole('img', { name: 'Pro plan' }).count()).resolves.toBeGreaterThan(0);
    for (const chip of ['New', 'Planned', 'Preview', 'Beta', 'Legacy']) {
      await expect(sidebar.getByText(chip, { exact: true }).count()).resolves.toBeGreaterThan(0);
    }
    const materialPage = await open('/material-ui/getting-started/');
    const store = materialPage.page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: /Template store/ });
    await expect(store.getAttribute('target')).resolves.toBe('_blank');
    expect([...problems, ...materialPage.problems]).toEqual([]);
    await page.context().close();
    await materialPage.page.context().close();
  });

  it('the table of contents follows the section in view; prev/next follow the tree', async () => {
    const { page, problems } = await open('/material-ui/getting-started/installation/');
    const toc = page.getByRole('navigation', { name: 'Contents' });
    const lastLink = toc.getByRole('link').last();
    const target = (await lastLink.getAttribute('href'))!;
    await page.evaluate((id) => document.querySelector(id)!.scrollIntoView({ block: 'start' }), target);
    await page.waitForFunction(
      (href) => document.querySelector(`nav[aria-labelledby="toc-title"] a[href="${href}"]`)?.getAttribute('aria-current') === 'location',
      target,
    );
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    await expect(pager.getByRole('link').allInnerTexts()).resolves.toEqual(['Previous\nOverview', 'Next\nUsage']);
    await pager.getByRole('link', { name: /Usage/ }).click();
    await page.waitForURL(`${baseUrl()}/material-ui/getting-started/usage/`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("holds a page's prose once, in the document, and its sidebar's tree in a file: hydration keeps the prose, and client-side navigation brings each page's own", async () => {
    const route = '/material-ui/getting-started/installation/';
    const exported = await (await fetch(`${baseUrl()}${route}`)).text();
    const data = JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">([^<]*)<\/script>/.exec(exported)![1]);
    const segments = data.props.pageProps.segments as { html?: string }[];
    expect(segments.filter((segment) => 'html' in segment).length).toBeGreaterThan(0);
    expect(segments.filter((segment) => segment.html)).toEqual([]);
    // The sidebar's tree is a file of its own, fetched as the sidebar hydrates.
    const { navigation, navigationFile } = data.props.pageProps as { navigation: unknown[]; navigationFile: string };
    expect(navigation).toEqual([]);
    expect(navigationFile).toMatch(/^\/static\/navigation\/[0-9a-f]{16}\.json$/);
    const tree = (await (await fetch(`${baseUrl()}${navigationFile}`)).json()) as { title: string }[];
    expect(tree.map((item) => item.title)).toContain('Getting started');

    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    // Marked before the page's scripts run (they load after its first paint): the mark survives only if hydration keeps the server's nodes.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () =>
        document.querySelector('article [class*="markdown"] p')?.setAttribute('data-server-node', ''),
      );
    });
    await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
    await waitForHydration(page);
    const firstParagraph = () => page.locator('article [class*="markdown"] p').first().innerText();
    const installationText = await firstParagraph();
    expect(installationText.length).toBeGreaterThan(40);
    await expect(page.locator('article [class*="markdown"] p[data-server-node]').count()).resolves.toBe(1);
    await expect(
      page.evaluate((url) => performance.getEntriesByName(new URL(url, location.href).href).length, navigationFile),
    ).resolves.toBe(1);

    await page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link', { name: /Usage/ }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Usage');
    const usageText = await firstParagraph();
    expect(usageText.length).toBeGreaterThan(40);
    expect(usageText).not.toBe(installationText);
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Installation');
    await expect(firstParagraph()).resolves.toBe(installationText);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("holds an API page's tables once, in the document: hydration keeps their rows, and client-side navigation brings each page's own", async () => {
    const route = '/material-ui/api/button/';
    const exported = await (await fetch(`${baseUrl()}${route}`)).text();
    const data = JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">([^<]*)<\/script>/.exec(exported)![1]);
    const tables = data.props.pageProps.tables as Record<string, string>[];
    expect(Object.keys(tables[0])).toEqual(['props', 'classes']);
    expect(Object.values(tables[0])).toEqual(['', '']);
    expect(exported).toContain('<tr id="prop-disableElevation">');

    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    // Marked before the page's scripts run: the mark survives only if hydration keeps the server's rows.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () =>
        document.getElementById('prop-disableElevation')?.setAttribute('data-server-node', ''),
      );
    });
    await page.goto(`${baseUrl()}${route}`, { waitUntil: 'load' });
    await waitForHydration(page);
    await expect(page.locator('#prop-disableElevation[data-server-node]').count()).resolves.toBe(1);

    // Button's props include ButtonBase's: its link leads to ButtonBase's API page, its own rows.
    await page.locator('article').getByRole('link', { name: 'ButtonBase', exact: true }).first().click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'ButtonBase');
    await page.locator('#prop-centerRipple').waitFor();
    await expect(page.locator('#prop-disableElevation').count()).resolves.toBe(0);
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Button');
    await page.locator('#prop-disableElevation').waitFor();
    await expect(page.locator('#classes-root').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
