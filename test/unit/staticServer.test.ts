/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { resolveRequest, startStaticServer } from '../../scripts/lib/staticServer';

describe('static server', () => {
  let root: string;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
    fs.mkdirSync(path.join(root, 'docs', 'page'), { recursive: true });
    fs.mkdirSync(path.join(root, '_next', 'static', 'chunks', 'pages', '[...slug]'), { recursive: true });
    fs.writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
    fs.writeFileSync(path.join(root, '404.html'), '<h1>missing</h1>');
    fs.writeFileSync(path.join(root, 'docs', 'page', 'index.html'), '<h1>page</h1>');
    fs.writeFileSync(path.join(root, '_next', 'static', 'chunks', 'pages', '[...slug]', 'a.js'), 'x');
  });

  it('serves index.html for a path with a trailing slash', () => {
    expect(resolveRequest(root, '/docs/page/')).toEqual({ kind: 'file', filePath: path.join(root, 'docs/page/index.html') });
    expect(resolveRequest(root, '/')).toEqual({ kind: 'file', filePath: path.join(root, 'index.html') });
  });

  it('redirects a page path without the trailing slash, keeping the query', () => {
    expect(resolveRequest(root, '/docs/page?x=1')).toEqual({ kind: 'redirect', location: '/docs/page/?x=1' });
  });

  it('decodes URL-encoded chunk names', () => {
    expect(resolveRequest(root, '/_next/static/chunks/pages/%5B...slug%5D/a.js')).toEqual({
      kind: 'file',
      filePath: path.join(root, '_next/static/chunks/pages/[...slug]/a.js'),
    });
  });

  it('never leaves the root and rejects malformed encodings', () => {
    expect(resolveRequest(root, '/../../etc/passwd')).toEqual({ kind: 'not-found' });
    expect(resolveRequest(root, '/%2e%2e/%2e%2e/etc/passwd')).toEqual({ kind: 'not-found' });
    expect(resolveRequest(root, '/%E0%A4%A')).toEqual({ kind: 'not-found' });
    expect(resolveRequest(root, '/missing/')).toEqual({ kind: 'not-found' });
  });

  it('answers over HTTP with the 404 page and cache headers', async () => {
    const server = await startStaticServer(root);
    try {
      const missing = await fetch(`${server.url}/nowhere/`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('missing');
      const chunk = await fetch(`${server.url}/_next/static/chunks/pages/%5B...slug%5D/a.js`);
      expect(chunk.status).toBe(200);
      expect(chunk.headers.get('cache-control')).toContain('immutable');
      expect(chunk.headers.get('content-type')).toContain('javascript');
      const redirect = await fetch(`${server.url}/docs/page`, { redirect: 'manual' });
      expect(redirect.status).toBe(308);
      expect(redirect.headers.get('location')).toBe('/docs/page/');
    } finally {
      await server.close();
    }
  });

  /** A raw GET (fetch would decompress and hide the encoding). */
  function get(url: string, acceptEncoding?: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get(url, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  it('compresses text for a client that accepts gzip, and only text', async () => {
    const page = `<h1>${'long page '.repeat(500)}</h1>`;
    fs.writeFileSync(path.join(root, 'docs', 'page', 'index.html'), page);
    fs.writeFileSync(path.join(root, 'docs', 'page', 'image.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const server = await startStaticServer(root);
    try {
      const compressed = await get(`${server.url}/docs/page/`, 'br, gzip;q=0.8');
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.headers.vary).toBe('Accept-Encoding');
      expect(compressed.body.length).toBeLessThan(page.length / 10);
      expect(zlib.gunzipSync(compressed.body).toString()).toBe(page);

      for (const refusing of [undefined, 'br', 'gzip;q=0', 'identity']) {
        const plain = await get(`${server.url}/docs/page/`, refusing);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.toString()).toBe(page);
      }
      const image = await get(`${server.url}/docs/page/image.png`, 'gzip');
      expect(image.headers['content-encoding']).toBeUndefined();
      expect(image.headers.vary).toBeUndefined();
      expect([...image.body]).toEqual([0x89, 0x50, 0x4e, 0x47]);

      // Compressed bodies are kept between requests: a rebuilt page is not served stale.
      const rebuilt = `<h1>${'rebuilt page '.repeat(500)}</h1>`;
      fs.writeFileSync(path.join(root, 'docs', 'page', 'index.html'), rebuilt);
      const again = await get(`${server.url}/docs/page/`, 'gzip');
      expect(zlib.gunzipSync(again.body).toString()).toBe(rebuilt);
      expect(Number(again.headers['content-length'])).toBe(again.body.length);
    } finally {
      await server.close();
    }
  });
});
