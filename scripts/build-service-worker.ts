/**
 * The build's last step: bundles src/sw/sw.ts with esbuild and lets Serwist inject the precache
 * manifest (the app shell: the scripts pages load at first, styles, artwork, fonts), writing
 * out/sw.js; then records the build's settings in .next/build-settings.json (`npm start` rebuilds
 * when they change).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { writeBuildSettings } from './lib/buildSettings';
import { listExportedPages, scriptSources } from './lib/measure';
import { getTemplateRoutes } from '../src/templates/templateRoutes';
import { FAVICON_PATH } from '../src/seo/webManifest';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'out');

/**
 * What a first visit's worker downloads besides the scripts: the offline page, the build's styles
 * and artwork, fonts. Lazy chunks (each demo and playground, the search dialog, sandboxes) are
 * cached when a page first loads them: with thousands of demos, precaching them all would make a
 * first visit download the whole site.
 */
const PRECACHE_PATTERNS = [
  'offline/index.html',
  FAVICON_PATH.slice(1),
  '_next/static/**/*.{css,woff2,svg,png}',
  'static/ads/*.svg',
  // The demo font's two common weights, their common characters; other fonts are cached when a page first uses them.
  'static/fonts/roboto-common-{400,500}-normal.woff2',
  'static/demos/tailwind.css',
];

// Each live template is a whole app of its own: cached when a reader opens it, not on a first visit.
const templatePages = new Set(getTemplateRoutes().map((route) => path.join(outDir, ...route.split('/').filter(Boolean), 'index.html')));

/** The scripts any exported documentation page loads at first (its HTML lists them), relative to out/. */
function firstLoadScripts(): string[] {
  const pages = listExportedPages(outDir).filter((file) => !templatePages.has(file));
  const scripts = new Set(pages.flatMap((file) => scriptSources(fs.readFileSync(file, 'utf8'))));
  return [...scripts].filter((src) => src.startsWith('/_next/static/')).map((src) => decodeURIComponent(src.slice(1).split('?')[0]));
}

async function main() {
  const buildId = fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
  const bundled = path.join(root, '.next', 'sw.bundle.js');
  await build({
    entryPoints: [path.join(root, 'src', 'sw', 'sw.ts')],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"', BUILD_ID: JSON.stringify(buildId) },
    logLevel: 'warning',
  });
  const { injectManifest } = await import('@serwist/build');
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(outDir, 'sw.js'),
    globDirectory: outDir,
    // Exact file names are patterns too; a name with brackets ([...slug]) is escaped as one.
    globPatterns: [...PRECACHE_PATTERNS, ...firstLoadScripts().map((file) => file.replace(/[[\]*?{}()!]/g, '\\$&'))],
    injectionPoint: 'self.__SW_MANIFEST',
    // Hashed file names already change with their content.
    dontCacheBustURLsMatching: /^_next\/static\//,
    modifyURLPrefix: { '': '/' },
  });
  for (const warning of warnings) {
    console.warn(`sw.js: ${warning}`);
  }
  console.log(`sw.js: build ${buildId}, ${count} files precached (${(size / 1024).toFixed(0)} kB)`);
  writeBuildSettings(root, process.env);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
