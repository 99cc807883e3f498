import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';

const DESKTOP = { width: 1440, height: 900 };

/** The demo section, and whether each of its styling wrappers is displayed. */
async function visibleStylings(page: Page, demo: string) {
  return page
    .locator(`section[aria-label="Demo: ${demo}"] [data-demo-part="component"]`)
    .evaluateAll((elements) =>
      elements.filter((element) => getComputedStyle(element).display !== 'none').map((element) => element.getAttribute('data-styling')),
    );
}

async function visiblePreviewVariant(page: Page, demo: string) {
  return page
    .locator(`section[aria-label="Demo: ${demo}"] [data-variant]`)
    .evaluateAll((elements) =>
      elements.filter((element) => getComputedStyle(element).display !== 'none').map((element) => element.getAttribute('data-variant')),
    );
}

describe('demos and code', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('renders live, server-rendered demos that hydrate without errors', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/material-ui/react-button/`);
    // Without JavaScript the demos are already in the HTML.
    await expect(page.locator('section[aria-label="Demo: BasicButtons"] button').count()).resolves.toBeGreaterThan(2);
    await page.context().close();

    const live = await openPage(browser, { viewport: DESKTOP });
    await live.page.goto(`${baseUrl()}/material-ui/react-button/`);
    await waitForHydration(live.page);
    await expect(live.page.locator('section[aria-label^="Demo: "]').count()).resolves.toBeGreaterThanOrEqual(4);
    expect([...problems, ...live.problems]).toEqual([]);
    await live.page.context().close();
  });

  it('code previews are in the HTML but not in the page data, and follow a client-side navigation', async () => {
    const html = await (await fetch(`${baseUrl()}/material-ui/react-button/`)).text();
    const pageData = html.match(/<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s)![1];
    expect(pageData).not.toContain('<pre');
    expect(html).toContain('<pre');

    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    const previewRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/static/demos/previews/')) {
        previewRequests.push(new URL(request.url()).pathname);
      }
    });
    const preview = page.locator('section[aria-label="Demo: BasicButtons"] [data-variant="TS"] pre');
    await page.goto(`${baseUrl()}/material-ui/react-button/`);
    await waitForHydration(page);
    const served = await preview.innerText();
    expect(served).toContain('<Stack');
    // Hydration keeps the server's previews: nothing is fetched.
    expect(previewRequests).toEqual([]);

    await page.goto(`${baseUrl()}/material-ui/getting-started/installation/`);
    await waitForHydration(page);
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push(
        '/material-ui/react-button/',
      ),
    );
    await preview.waitFor();
    await expect(preview.innerText()).resolves.toBe(served);
    expect(previewRequests).toEqual(['/static/demos/previews/material__content__material-ui__react-button.json']);

    // Opening the code hides the preview; closing it shows the same preview again.
    const demo = page.locator('section[aria-label="Demo: BasicButtons"]');
    await demo.getByRole('button', { name: 'Show code' }).click();
    await demo.getByTestId('demo-source').waitFor();
    await expect(preview.isVisible()).resolves.toBe(false);
    await demo.getByRole('button', { name: 'Hide code' }).click();
    await expect(preview.innerText()).resolves.toBe(served);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('switching to JS shows JS everywhere, sets the cookie and survives a reload', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}/material-ui/react-button/`);
    await waitForHydration(page);
    const demo = page.locator('section[aria-label="Demo: BasicButtons"]');
    await expect(visiblePreviewVariant(page, 'BasicButtons')).resolves.toEqual(['TS']);
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    await expect(visiblePreviewVariant(page, 'BasicButtons')).resolves.toEqual(['JS']);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'codeVariant')).toMatchObject({ value: 'JS', path: '/' });

    await page.reload();
    // Before hydration too: the inline script already chose JS.
    await expect(visiblePreviewVariant(page, 'BasicButtons')).resolves.toEqual(['JS']);
    await waitForHydration(page);
    await demo.getByRole('button', { name: 'Show code' }).click();
    const source = page.getByTestId('demo-source');
    await source.waitFor();
    await expect(source.innerText()).resolves.not.toMatch(/: React\.|useState<|: string/);
    // The reader's preference reaches the toolbar in a transition (src/demos/CodePreferences.tsx): waited for, not read at once.
    await demo.getByRole('button', { name: 'JS', exact: true, pressed: true }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['#tailwind-BoxBasic.tsx', 'BoxBasic', 'tailwind', 'TS'],
    ['#css-BoxFlexLayout.js', 'BoxFlexLayout', 'css', 'JS'],
    ['#BoxBasic.js', 'BoxBasic', 'system', 'JS'],
  ])('a demo link %s shows that styling and language', async (hash, demoName, styling, variant) => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}/system/react-box/${hash}`);
    await expect(visibleStylings(page, demoName)).resolves.toEqual([styling]);
    await waitForHydration(page);
    await expect(visibleStylings(page, demoName)).resolves.toEqual([styling]);
    const demo = page.locator(`section[aria-label="Demo: ${demoName}"]`);
    await demo.getByRole('button', { name: variant, exact: true, pressed: true }).waitFor();
    if (styling === 'tailwind') {
      // The Tailwind build is loaded and styles the demo (its utilities give it padding).
      const padding = await demo
        .locator('[data-demo-part="component"][data-styling="tailwind"] > *')
        .first()
        .evaluate((element) => getComputedStyle(element).paddingTop);
      expect(padding).not.toBe('0px');
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('copying a code block puts its exact source on the clipboard', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`${baseUrl()}/material-ui/getting-started/installation/`);
    await waitForHydration(page);
    const block = page.locator('.code-block').first();
    const expected = await block.locator('pre').innerText();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(expected);
    await expect(block.getByRole('button', { name: 'Copy code' }).getAttribute('data-copied')).resolves.toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('Ctrl+C on a hovered block with nothing selected copies it; the demo copy copies its source', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`${baseUrl()}/material-ui/react-button/`);
    await waitForHydration(page);
    const block = page.locator('.code-block').first();
    await block.hover();
    await page.keyboard.press('Control+c');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(await block.locator('pre').innerText());

    const demo = page.locator('section[aria-label="Demo: BasicButtons"]');
    await demo.getByRole('button', { name: 'Copy the source' }).click();
    await demo.getByRole('button', { name: 'Show code' }).click();
    const shown = await page.getByTestId('demo-source').innerText();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(shown);
    expect(shown).toContain('export default function BasicButtons');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a demo whose code cannot be fetched stays as it was, without an error', async () => {
    // The service worker's own requests are not routed: once it controlled the page, the code would arrive.
    const { page, problems } = await openPage(browser, { viewport: DESKTOP, serviceWorkers: 'block' });
    await page.route('**/static/demos/code/**', (route) => route.abort());
    await page.goto(`${baseUrl()}/material-ui/react-button/`);
    await waitForHydration(page);
    const demo = page.locator('section[aria-label="Demo: BasicButtons"]');
    // Both fail quietly: each leaves a console warning once its fetch has failed.
    const warning = () =>
      page.waitForEvent('console', (message) => message.type() === 'warning' && message.text().startsWith('Demo BasicButtons:'));
    for (const name of ['Show code', 'Copy the source']) {
      const warned = warning();
      await demo.getByRole('button', { name }).click();
      await warned;
    }
    await expect(demo.getByRole('button', { name: 'Show code' }).getAttribute('aria-expanded')).resolves.toBe('false');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the settings drawer changes the preferences of every demo at once', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}/system/react-box/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await drawer.getByRole('button', { name: 'CSS' }).click();
    await expect(visibleStylings(page, 'BoxBasic')).resolves.toEqual(['css']);
    await expect(visibleStylings(page, 'BoxFlexLayout')).resolves.toEqual(['css']);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'codeStyling')?.value).toBe('CSS');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a Base UI page, choosing Tailwind shows every demo in Tailwind at once, and so does the reload before any script runs', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${baseUrl()}/base-ui/react-switch/`);
    await waitForHydration(page);
    // Each demo section's displayed stylings, by demo.
    const stylingsOfEveryDemo = () =>
      page.locator('section[aria-label^="Demo: "]').evaluateAll((sections) =>
        sections.map((section) =>
          [...section.querySelectorAll('[data-demo-part="component"]')]
            .filter((element) => getComputedStyle(element).display !== 'none')
            .map((element) => element.getAttribute('data-styling'))
            .join(','),
        ),
      );
    const before = await stylingsOfEveryDemo();
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(new Set(before)).toEqual(new Set(['system']));
    await page.getByRole('button', { name: 'Open settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Tailwind' }).click();
    expect(await stylingsOfEveryDemo()).toEqual(before.map(() => 'tailwind'));
    expect(problems).toEqual([]);
    // The reload without the page's JavaScript: what the first paint shows comes from the cookie and the inline script.
    await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await stylingsOfEveryDemo()).toEqual(before.map(() => 'tailwind'));
    await page.context().close();
  });

  it.each(['MUI System', 'Tailwind', 'CSS'])(
    "a Base UI demo in %s follows the site's dark mode (Tailwind's dark: utilities, CSS modules' .dark rules, the theme's applyStyles)",
    async (codeStyling) => {
      const styling = { 'MUI System': 'system', Tailwind: 'tailwind', CSS: 'css' }[codeStyling]!;
      const textLuminance = async (mode: 'light' | 'dark') => {
        const { page, problems } = await openPage(browser, { viewport: DESKTOP, colorScheme: mode });
        await page.addInitScript((stored) => window.localStorage.setItem('mui-mode', stored), mode);
        await page.context().addCookies([{ name: 'codeStyling', value: encodeURIComponent(codeStyling), url: baseUrl() }]);
        await page.goto(`${baseUrl()}/base-ui/react-switch/`);
        await waitForHydration(page);
        await expect(visibleStylings(page, 'SwitchBasic')).resolves.toEqual([styling]);
        const color = await page
          .locator(`section[aria-label="Demo: SwitchBasic"] [data-demo-part="component"][data-styling="${styling}"] label`)
          .first()
          .evaluate((element) => getComputedStyle(element).color);
        expect(problems).toEqual([]);
        await page.context().close();
        // The first three numbers of rgb()/oklch() are enough to tell dark text from light text.
        const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number);
        return color.startsWith('oklch') ? r : (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      };
      expect(await textLuminance('light')).toBeLessThan(0.35);
      expect(await textLuminance('dark')).toBeGreaterThan(0.65);
    },
  );

  it('right to left: the Tabs indicator moves under the selected tab, and a slider fills from the right', async () => {
    const { page, problems } = await openPage(browser, { viewport: DESKTOP });
    const switchToRtl = async () => {
      await page.getByRole('button', { name: 'Open settings' }).click();
      await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Right to left' }).click();
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      await page.keyboard.press('Escape');
    };
    await page.goto(`${baseUrl()}/material-ui/react-tabs/`);
    await waitForHydration(page);
    const TABS = 'section[aria-label="Demo: BasicTabs"] .MuiTabs-root';
    /** Resolves once the indicator has come to rest under the selected tab (it slides there). */
    const indicatorUnderSelectedTab = () =>
      page.waitForFunction(
        (selector) => {
          const root = document.querySelector(selector)!;
          const selected = root.querySelector('[role="tab"][aria-selected="true"]')!.getBoundingClientRect();
          const indicator = root.querySelector('.MuiTabs-indicator')!;
          const box = indicator.getBoundingClientRect();
          return indicator.getAnimations().length === 0 && Math.abs(box.left + box.width / 2 - (selected.left + selected.width / 2)) < 1;
        },
        TABS,
        { timeout: 10000 },
      );
    const firstTabLeft = () =>
      page
        .locator(TABS)
        .getByRole('tab')
        .first()
        .evaluate((tab) => tab.getBoundingClientRect().left);
    await indicatorUnderSelectedTab();
    const ltrLeft = await firstTabLeft();

    await switchToRtl();
    // The first tab moves to the right end of the list, and the indicator goes with it.
    expect(await firstTabLeft()).toBeGreaterThan(ltrLeft);
    await indicatorUnderSelectedTab();
    await page.locator(TABS).getByRole('tab').nth(1).click();
    await indicatorUnderSelectedTab();

    await page.goto(`${baseUrl()}/material-ui/react-slider/`);
    await waitForHydration(page);
    await switchToRtl();
    // The demo is below the fold: it takes the page's direction once it hydrates as an island.
    await page.locator('section[aria-label="Demo: VolumeSlider"]').scrollIntoViewIfNeeded();
    await page.waitForSelector('section[aria-label="Demo: VolumeSlider"] [data-island="live"]');
    // At 40 of 100 the thumb sits 40% in from the right end of the track.
    const thumbFromRight = await page.locator('section[aria-label="Demo: VolumeSlider"] .MuiSlider-root').evaluate((root) => {
      const track = root.getBoundingClientRect();
      const thumb = root.querySelector('.MuiSlider-thumb')!.getBoundingClientRect();
      return Math.round(((track.right - (thumb.left + thumb.width / 2)) / track.width) * 100);
    });
    expect(thumbFromRight).toBe(40);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
