/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { measureRoute, routeToHtmlFile, scriptSources } from '../../scripts/lib/measure';

describe('bench measurement', () => {
  it('lists each script source once, skipping inline scripts', () => {
    const html =
      '<script>inline()</script><link rel="preload" href="/x.js"><script src="/a.js" defer=""></script>' +
      '<script src="/b.js"></script><script src="/a.js"></script>';
    expect(scriptSources(html)).toEqual(['/a.js', '/b.js']);
  });

  it('maps routes onto exported files', () => {
    expect(routeToHtmlFile('/out', '/')).toBe('/out/index.html');
    expect(routeToHtmlFile('/out', '/404')).toBe('/out/404.html');
    expect(routeToHtmlFile('/out', '/a/b/')).toBe('/out/a/b/index.html');
  });

  it('sums raw and gzip bytes of the scripts a page loads, decoding chunk names', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-'));
    fs.mkdirSync(path.join(out, 'c', '[...slug]'), { recursive: true });
    const a = Buffer.from('console.log("a");'.repeat(50));
    const b = Buffer.from('let b = 1;');
    fs.writeFileSync(path.join(out, 'c', 'a.js'), a);
    fs.writeFileSync(path.join(out, 'c', '[...slug]', 'b.js'), b);
    const html = '<html><script src="/c/a.js"></script><script src="/c/%5B...slug%5D/b.js"></script></html>';
    fs.writeFileSync(path.join(out, 'index.html'), html);
    const measure = measureRoute(out, '/');
    expect(measure.js.raw).toBe(a.length + b.length);
    expect(measure.js.gzip).toBe(zlib.gzipSync(a, { level: 9 }).length + zlib.gzipSync(b, { level: 9 }).length);
    expect(measure.html.raw).toBe(Buffer.byteLength(html));
  });
});
