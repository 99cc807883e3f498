import { launchBrowser } from './scripts/lib/chromium';
import { startStaticServer } from './scripts/lib/staticServer';
// usage: route mode width selector out.png [action]
(async () => {
  const [route, mode, width, selector, out, action] = process.argv.slice(2);
  const { url } = (await startStaticServer('out', 0)) as any;
  const browser = await launchBrowser();
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, colorScheme: mode as 'dark' });
  await ctx.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url + route);
  await page.locator('header button[aria-label^="Switch to"]').waitFor({ state: 'attached' });
  if (action === 'menu') await page.getByRole('button', { name: 'More page actions' }).click();
  if (action === 'no') await page.getByRole('button', { name: 'No', exact: true }).click();
  if (action === '?') { await page.keyboard.press('?'); await page.getByRole('dialog').waitFor(); }
  await page.waitForTimeout(800);
  const el = page.locator(selector).first();
  if (selector !== 'top') await el.scrollIntoViewIfNeeded();
  if (selector === 'top' || action === 'menu' || action === '?') await page.screenshot({ path: out }); else { const b = (await el.boundingBox())!; await page.screenshot({ path: out, fullPage: true, clip: { x: b.x, y: b.y, width: b.width, height: Math.min(b.height, 800) } }); }
  console.log(errors);
  await browser.close(); process.exit(0);
})();
