/**
 * Addresses a reader reaches by trimming a page's URL (`/material-ui/`, `/joy-ui/api/`,
 * `/experiments/docs/`) lead to the first page under them in navigation order. A static export
 * has no server redirects, so each such address gets a small page of its own that moves on at
 * once: a meta refresh and `location.replace` (which keeps the trimmed address out of the
 * history), a link for readers without either, `noindex` and its canonical URL at the target.
 * `out/_redirects` lists the same moves for hosts that read that file (Netlify, Cloudflare Pages),
 * and tells the site's own tools which exported pages are only redirects.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeEntities } from '../../src/search/excerpt';
import { escapeHtml } from '../../src/utils/escapeHtml';

export const REDIRECTS_FILE = '_redirects';

/**
 * Each address that is not a page but lies above one, mapped to the first page under it; and each
 * moved address (data/movedPages.ts) to its page. A move from a page, or to an address that is no
 * page, is an error: it would hide a page or lead nowhere.
 */
export function findRedirects(pagesInOrder: string[], moved: Readonly<Record<string, string>> = {}): Map<string, string> {
  const pages = new Set(pagesInOrder);
  const redirects = new Map<string, string>();
  for (const [from, to] of Object.entries(moved)) {
    if (pages.has(from)) {
      throw new Error(`${from} is a page: it cannot move to ${to}`);
    }
    if (!pages.has(to)) {
      throw new Error(`${from} moves to ${to}, which is no page`);
    }
    redirects.set(from, to);
  }
  for (const route of pagesInOrder) {
    const segments = route.split('/').filter(Boolean);
    for (let depth = 1; depth < segments.length; depth += 1) {
      const prefix = `/${segments.slice(0, depth).join('/')}/`;
      if (!pages.has(prefix) && !redirects.has(prefix)) {
        redirects.set(prefix, route);
      }
    }
  }
  return redirects;
}

/** The one script of every redirect page (the same text everywhere, so one CSP hash covers it). */
export const REDIRECT_SCRIPT = "location.replace(document.getElementById('redirect-target').getAttribute('href')+location.search)";

/** The redirect page itself: no framework, no bundle, readable in both colour schemes. */
export function redirectPageHtml({ target, title, origin }: { target: string; title: string; origin: string }): string {
  const href = escapeHtml(target);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(`${origin}${target}`)}">
<meta http-equiv="refresh" content="0; url=${href}">
<meta name="color-scheme" content="light dark">
<style>body{margin:0;padding:48px 24px;font:18px/1.5 system-ui,sans-serif;background:#fff;color:#1c2025}a{color:#0b62c4}@media (prefers-color-scheme:dark){body{background:#0b0d0e;color:#e5eaf2}a{color:#66b2ff}}</style>
</head>
<body>
<main>
<p>This address leads to <a id="redirect-target" href="${href}">${escapeHtml(title)}</a>.</p>
</main>
<script>${REDIRECT_SCRIPT}</script>
</body>
</html>
`;
}

/** `/from/ /to/ 302`, one move a line: the format of Netlify and Cloudflare Pages. */
export function formatRedirectsFile(redirects: Map<string, string>): string {
  return [...redirects].map(([from, to]) => `${from} ${to} 302\n`).join('');
}

/** The moves recorded in `out/_redirects` (none when the file is not there yet). */
export function readRedirects(outDir: string): Map<string, string> {
  const file = path.join(outDir, REDIRECTS_FILE);
  const redirects = new Map<string, string>();
  if (!fs.existsSync(file)) {
    return redirects;
  }
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (from?.startsWith('/') && to?.startsWith('/')) {
      redirects.set(from, to);
    }
  }
  return redirects;
}

/** The HTML files of the redirect pages. */
export function listRedirectPages(outDir: string): string[] {
  return [...readRedirects(outDir).keys()].map((route) => path.join(outDir, route, 'index.html'));
}

/** The `<title>` of an exported page (as text), for the redirect page's title and link text. */
function exportedTitle(outDir: string, route: string): string {
  const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  const title = /<title\b[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  return title ? decodeEntities(title) : route;
}

/** Writes a redirect page for every address above a page that is none itself and every moved address, and `_redirects`. */
export function writeRedirectPages(
  outDir: string,
  pagesInOrder: string[],
  origin: string,
  moved: Readonly<Record<string, string>> = {},
): Map<string, string> {
  const redirects = findRedirects(pagesInOrder, moved);
  const earlier = readRedirects(outDir);
  for (const [from, to] of redirects) {
    const dir = path.join(outDir, from);
    if (fs.existsSync(path.join(dir, 'index.html')) && !earlier.has(from)) {
      throw new Error(`${from} is an exported page, not an address to redirect`);
    }
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), redirectPageHtml({ target: to, title: exportedTitle(outDir, to), origin }));
  }
  fs.writeFileSync(path.join(outDir, REDIRECTS_FILE), formatRedirectsFile(redirects));
  return redirects;
}
