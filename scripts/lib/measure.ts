import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { listRedirectPages } from './redirectPages';
import { firstLoadScriptList } from './deferFirstLoadScripts';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface RouteMeasure {
  route: string;
  html: Bytes;
  js: Bytes & { files: string[] };
}

/** The route types the bench reports and the budget test checks, with one example route each. */
export const BENCH_ROUTES: Record<string, string> = {
  home: '/',
  notFound: '/404',
  content: '/material-ui/getting-started/installation/',
  componentPage: '/material-ui/react-button/',
  apiPage: '/material-ui/api/button/',
  searchPage: '/search/',
};

export function gzipSize(buffer: Buffer): number {
  return zlib.gzipSync(buffer, { level: 9 }).length;
}

export function routeToHtmlFile(outDir: string, route: string): string {
  if (route === '/404') {
    return path.join(outDir, '404.html');
  }
  return path.join(outDir, route.replace(/^\//, ''), 'index.html');
}

/**
 * The JavaScript files a page loads first: every `<script src>` in its exported HTML and the list
 * its loader adds after the first paint (scripts/lib/deferFirstLoadScripts.ts), once each.
 */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) {
    sources.add(match[1]);
  }
  for (const src of firstLoadScriptList(html)) {
    sources.add(src);
  }
  return [...sources];
}

export function measureRoute(outDir: string, route: string): RouteMeasure {
  const htmlBuffer = fs.readFileSync(routeToHtmlFile(outDir, route));
  const files = scriptSources(htmlBuffer.toString('utf8'));
  let raw = 0;
  let gzip = 0;
  for (const src of files) {
    const filePath = path.join(outDir, decodeURIComponent(src.split('?')[0]).replace(/^\//, ''));
    const buffer = fs.readFileSync(filePath);
    raw += buffer.length;
    gzip += gzipSize(buffer);
  }
  return {
    route,
    html: { raw: htmlBuffer.length, gzip: gzipSize(htmlBuffer) },
    js: { raw, gzip, files },
  };
}

/** The HTML files of the site's pages (the redirect pages of `_redirects` are not pages). */
export function listExportedPages(outDir: string): string[] {
  const redirects = new Set(listRedirectPages(outDir));
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_next') {
          walk(full);
        }
      } else if ((entry.name === 'index.html' && !redirects.has(full)) || full === path.join(outDir, '404.html')) {
        pages.push(full);
      }
    }
  };
  walk(outDir);
  return pages;
}

export function directorySize(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? directorySize(full) : fs.statSync(full).size;
  }
  return total;
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
