/**
 * `out/_headers`: response headers by path, in the format several static hosts read (Netlify,
 * Cloudflare Pages): a path pattern on its own line (`*` matches anything, slashes included),
 * then its headers indented, `Name: value`. Every rule that matches a path applies, in order.
 * `npm start`'s server applies the same file.
 */
import fs from 'node:fs';
import path from 'node:path';

export const HEADERS_FILE = '_headers';

export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
}

/** The site's rules: its policy and the headers a meta tag cannot carry, and how long files may be cached. */
export function siteHeaderRules(policy: string): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', policy],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ],
    },
    // Names carry a hash of the content: a file never changes under its name.
    { pattern: '/_next/static/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    // Readers' browsers must see a new deployment's worker on their next visit.
    { pattern: '/sw.js', headers: [['Cache-Control', 'no-cache']] },
  ];
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  return rules.map((rule) => [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n') + '\n';
}

function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) {
      continue;
    }
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    if (separator < 0 || rules.length === 0) {
      throw new Error(`${HEADERS_FILE}: "${line.trim()}" is neither a path nor a header under one`);
    }
    rules.at(-1)!.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

function matches(pattern: string, pathname: string): boolean {
  const expression = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${expression}$`).test(pathname);
}

/** The headers for a request path: those of every matching rule, a later rule winning on a name. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (matches(rule.pattern, pathname)) {
      for (const [name, value] of rule.headers) {
        headers[name] = value;
      }
    }
  }
  return headers;
}

/** The rules of an exported site's `_headers`, or none when it has no such file. */
export function readHeadersFile(outDir: string): HeaderRule[] {
  const file = path.join(outDir, HEADERS_FILE);
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : [];
}
