/**
 * After `next build`: writes out/404.html (static hosts serve that file for unknown paths; Next
 * exports a 404 page with getStaticProps only as 404/index.html) and out/sitemap.xml (every
 * exported page but the experiments tree), and records the build's settings in
 * .next/build-settings.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getSitemapRoutes } from './lib/sitemap';
import { getSiteOrigin } from '../src/config';
import { writeBuildSettings } from './lib/buildSettings';

const outDir = path.resolve(__dirname, '..', 'out');
const notFoundPage = path.join(outDir, '404', 'index.html');
if (!fs.existsSync(path.join(outDir, '404.html')) && fs.existsSync(notFoundPage)) {
  fs.copyFileSync(notFoundPage, path.join(outDir, '404.html'));
}
const routes = getSitemapRoutes(outDir);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const xml = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...routes.map((route) => `  <url><loc>${escape(`${getSiteOrigin()}${route}`)}</loc></url>`),
  '</urlset>',
  '',
].join('\n');
fs.writeFileSync(path.join(outDir, 'sitemap.xml'), xml);
console.log(`sitemap.xml: ${routes.length} pages`);
writeBuildSettings(path.resolve(__dirname, '..'), process.env);
