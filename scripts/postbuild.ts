/** After `next build`: writes out/sitemap.xml (every exported page but the experiments tree). */
import fs from 'node:fs';
import path from 'node:path';
import { getSitemapRoutes } from './lib/sitemap';
import { getSiteOrigin } from '../src/config';

const outDir = path.resolve(__dirname, '..', 'out');
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
