/**
 * Before and after, for changes that must not show: `npm run screenshots:compare -- --baseline=<dir>
 * /route/ …` serves <dir> (an earlier out/, copied aside) and out/ side by side, takes a full-page
 * screenshot of each route from both in light and dark, on a phone (375 px) and a desktop (1440 px),
 * and counts the pixels that differ (a handful is noise between two loads of the same build). Differing views leave before, after and diff images (changed
 * pixels in red) in test-results/compare/. The ad slot is hidden in both (its ad is drawn at random)
 * and animations are off. Exits with 1 when a view differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from './lib/chromium';
import { startStaticServer } from './lib/staticServer';

const root = path.resolve(__dirname, '..');
const resultsDir = path.join(root, 'test-results', 'compare');
const args = process.argv.slice(2);
const baseline = args.find((arg) => arg.startsWith('--baseline='))?.slice('--baseline='.length);
const routes = args.filter((arg) => arg.startsWith('/'));
const MODES = ['light', 'dark'] as const;
const WIDTHS = [375, 1440] as const;
// A channel may move this much (antialiasing of the same glyph) before its pixel counts as changed.
const CHANNEL_TOLERANCE = 8;
// A few isolated pixels move between two loads of the same build (the header's icons at 375 px): noise, not a change.
const NOISE_PIXELS = 16;
// A full-page screenshot keeps the window's size, so what skips its rendering off-screen
// (`content-visibility: auto`: demo frames, API cards) would be drawn blank at an estimated height:
// both builds are drawn whole, as a reader scrolling sees them.
const STEADY_CSS =
  '[data-ad-slot]{visibility:hidden!important}*,*::before,*::after{caret-color:transparent!important}*{content-visibility:visible!important}';

async function screenshot(browser: Browser, url: string, mode: (typeof MODES)[number], width: number): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    colorScheme: mode,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await waitForHydration(page);
    await page.addStyleTag({ content: STEADY_CSS });
    await page.evaluate(() => document.fonts.ready);
    // Lazy images below the fold load as the full-page capture reaches them, or not yet: both builds
    // are shot with every image loaded, so a difference is never one load racing another.
    await page.evaluate(() =>
      Promise.all(
        [...document.images].map((image) => {
          image.loading = 'eager';
          return image.decode().catch(() => undefined);
        }),
      ),
    );
    return await page.screenshot({ fullPage: true });
  } finally {
    await context.close();
  }
}

/** The number of pixels that differ, and an image of the after shot with them in red. */
async function compare(before: Buffer, after: Buffer): Promise<{ changed: number; sizes?: string; diff?: Buffer }> {
  const [a, b] = await Promise.all([before, after].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (a.info.width !== b.info.width || a.info.height !== b.info.height) {
    return { changed: Number.POSITIVE_INFINITY, sizes: `${a.info.width}×${a.info.height} → ${b.info.width}×${b.info.height}` };
  }
  const marked = Buffer.from(b.data);
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if ([0, 1, 2].some((channel) => Math.abs(a.data[i + channel] - b.data[i + channel]) > CHANNEL_TOLERANCE)) {
      changed += 1;
      marked.set([255, 0, 0, 255], i);
    }
  }
  const diff = changed > 0 ? await sharp(marked, { raw: b.info }).png().toBuffer() : undefined;
  return { changed, diff };
}

async function main() {
  if (!baseline || !fs.existsSync(path.join(baseline, 'index.html'))) {
    throw new Error('--baseline=<dir> must name an exported site (an earlier out/ copied aside)');
  }
  if (routes.length === 0) {
    throw new Error('Name the routes to compare: /material-ui/react-button/ …');
  }
  const [before, after] = await Promise.all([startStaticServer(path.resolve(baseline)), startStaticServer(path.join(root, 'out'))]);
  const browser = await launchBrowser();
  fs.mkdirSync(resultsDir, { recursive: true });
  let differing = 0;
  try {
    for (const route of routes) {
      for (const mode of MODES) {
        for (const width of WIDTHS) {
          const shots = [
            await screenshot(browser, before.url + route, mode, width),
            await screenshot(browser, after.url + route, mode, width),
          ];
          const { changed, sizes, diff } = await compare(shots[0], shots[1]);
          const view = `${route} ${mode} ${width}`;
          if (changed <= NOISE_PIXELS) {
            console.log(`same     ${view}${changed > 0 ? ` (${changed} pixels: noise)` : ''}`);
            continue;
          }
          differing += 1;
          const name = `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${mode}-${width}`;
          fs.writeFileSync(path.join(resultsDir, `${name}-before.png`), shots[0]);
          fs.writeFileSync(path.join(resultsDir, `${name}-after.png`), shots[1]);
          if (diff) {
            fs.writeFileSync(path.join(resultsDir, `${name}-diff.png`), diff);
          }
          console.log(`DIFFERS  ${view}: ${sizes ?? `${changed} pixels`} (test-results/compare/${name}-*.png)`);
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all([before.close(), after.close()]);
  }
  console.log(`\n${routes.length * MODES.length * WIDTHS.length - differing} view(s) the same, ${differing} differing`);
  process.exitCode = differing > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
