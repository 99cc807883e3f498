/**
 * After `next build`: writes out/404.html (static hosts serve that file for unknown paths; Next
 * exports a 404 page with getStaticProps only as 404/index.html), out/sitemap.xml (every
 * exported page but the experiments tree), the `Sitemap:` line of out/robots.txt, each
 * documentation page's Markdown export (`<route>/index.md`) and out/llms.txt, and records the
 * build's settings in .next/build-settings.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getSitemapRoutes } from './lib/sitemap';
import { getSiteOrigin } from '../src/config';
import { writeBuildSettings } from './lib/buildSettings';
import { robotsWithSitemap } from './lib/robotsTxt';
import { writeMarkdownExports } from './lib/markdownExports';

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

const robotsFile = path.join(outDir, 'robots.txt');
fs.writeFileSync(robotsFile, robotsWithSitemap(fs.readFileSync(robotsFile, 'utf8'), `${getSiteOrigin()}/sitemap.xml`));

const root = path.resolve(__dirname, '..');
const exported = writeMarkdownExports(root, outDir, getSiteOrigin());
console.log(`Markdown exports: ${exported.pages} pages; llms.txt: ${(exported.llmsBytes / 1000).toFixed(0)} kB`);

writeBuildSettings(root, process.env);
