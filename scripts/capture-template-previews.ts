/**
 * The Templates gallery's previews: each live template at 1280 × 800 CSS pixels, below its bar,
 * in each colour scheme, saved as an 800 × 500 JPEG in public/static/template-previews/
 * (committed). Run after changing a template, against a served build (the development server draws its own
 * indicator over the page): `npm run build && npm run serve`, then
 *   npx tsx scripts/capture-template-previews.ts http://localhost:3000 [joy]
 * (a product's name after the address takes that product's templates only).
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './lib/chromium';
import { PREVIEW_SCHEMES, PREVIEW_SIZE, templatePreviewUrl } from '../src/content/gallery/templateGallery';
import { allTemplates, templateId, templateRoute } from '../src/templates/templateRoutes';
import { MODE_STORAGE_KEY } from '../src/settings/colorMode';

const VIEWPORT = { width: 1280, height: 800 };
const BAR_HEIGHT = 48;

async function main() {
  const [base, product] = process.argv.slice(2);
  if (!base) {
    throw new Error('Usage: npx tsx scripts/capture-template-previews.ts <base URL of a served build>');
  }
  const outDir = path.join(__dirname, '..', 'public', path.dirname(templatePreviewUrl('x', 'light')));
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await launchBrowser();
  try {
    for (const scheme of PREVIEW_SCHEMES) {
      const context = await browser.newContext({
        viewport: { width: VIEWPORT.width, height: VIEWPORT.height + BAR_HEIGHT },
        deviceScaleFactor: PREVIEW_SIZE.width / VIEWPORT.width,
        reducedMotion: 'reduce',
      });
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [MODE_STORAGE_KEY, scheme]);
      const page = await context.newPage();
      for (const template of allTemplates().filter((candidate) => !product || candidate.product === product)) {
        await page.goto(new URL(templateRoute(template), base).toString(), { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(__dirname, '..', 'public', templatePreviewUrl(templateId(template), scheme));
        await page.screenshot({ path: file, type: 'jpeg', quality: 78, clip: { x: 0, y: BAR_HEIGHT, ...VIEWPORT } });
        console.log(`${path.relative(process.cwd(), file)}: ${Math.round(fs.statSync(file).size / 1024)} kB`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
