/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatHeadersFile, headersFor, readHeadersFile, siteHeaderRules } from '../../scripts/lib/headersFile';
import { startStaticServer } from '../../scripts/lib/staticServer';

const POLICY = "default-src 'self'; frame-ancestors 'self'";

/** The rules the static server reads from an exported site whose `_headers` says `text`. */
function rulesOf(text: string) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-file-'));
  fs.writeFileSync(path.join(outDir, '_headers'), text);
  return readHeadersFile(outDir);
}

describe('_headers', () => {
  it('writes what it reads back', () => {
    const rules = siteHeaderRules(POLICY);
    expect(rulesOf(formatHeadersFile(rules))).toEqual(rules);
  });

  it('gives every path the policy, and long caching to hashed build files only', () => {
    const rules = siteHeaderRules(POLICY);
    expect(headersFor(rules, '/material-ui/react-button/')).toEqual({
      'Content-Security-Policy': POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headersFor(rules, '/_next/static/chunks/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/static/_next/static/a.js')['Cache-Control']).toBeUndefined();
  });

  it('reads patterns literally apart from the splat', () => {
    const rules = rulesOf('/a.b/*\n  X-Test: 1\n');
    expect(headersFor(rules, '/a.b/c/d')).toEqual({ 'X-Test': '1' });
    expect(headersFor(rules, '/aXb/c')).toEqual({});
  });

  it('names a line that is neither a path nor a header', () => {
    expect(() => rulesOf('  X-Test: 1\n')).toThrow(/neither a path nor a header/);
  });

  it('has no rules for a site without the file', () => {
    expect(readHeadersFile(fs.mkdtempSync(path.join(os.tmpdir(), 'headers-none-')))).toEqual([]);
  });

  it("is sent by the site's static server", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
    fs.writeFileSync(path.join(root, '404.html'), '<h1>missing</h1>');
    fs.writeFileSync(path.join(root, '_headers'), formatHeadersFile(siteHeaderRules(POLICY)));
    const server = await startStaticServer(root);
    try {
      for (const address of ['/', '/nowhere/']) {
        const response = await fetch(`${server.url}${address}`);
        expect(response.headers.get('content-security-policy')).toBe(POLICY);
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    } finally {
      await server.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
