import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createGzipCache } from './gzipCache';
import { headersFor, readHeadersFile } from './headersFile';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

export type Resolution = { kind: 'file'; filePath: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

function isFile(filePath: string): boolean {
  try {
    return fs.statSync(filePath).isFile();
  } catch {
    return false;
  }
}

/**
 * Maps a request path onto the exported site in `root`: `/a/` → `a/index.html`, `/a` → a redirect
 * to `/a/` when that page exists, URL-encoded names (`%5B...slug%5D`) decoded, nothing outside root.
 */
export function resolveRequest(root: string, requestUrl: string): Resolution {
  const { pathname, search } = new URL(requestUrl, 'http://localhost');
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'not-found' };
  }
  if (decoded.includes('\0')) {
    return { kind: 'not-found' };
  }
  const absolute = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (absolute !== root && !absolute.startsWith(root + path.sep)) {
    return { kind: 'not-found' };
  }
  if (decoded.endsWith('/')) {
    const index = path.join(absolute, 'index.html');
    return isFile(index) ? { kind: 'file', filePath: index } : { kind: 'not-found' };
  }
  if (isFile(absolute)) {
    return { kind: 'file', filePath: absolute };
  }
  if (isFile(path.join(absolute, 'index.html'))) {
    return { kind: 'redirect', location: `${pathname}/${search}` };
  }
  return { kind: 'not-found' };
}

/** Text is sent gzip-compressed to a client that accepts it, as static hosts and CDNs send it. */
function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|xml|manifest\+json|wasm)|image\/svg\+xml)/.test(contentType);
}

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((coding) => {
    const [name, ...parameters] = coding.trim().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    return (name.trim() === 'gzip' || name.trim() === '*') && !refused;
  });
}

function cacheControl(filePath: string): string {
  return filePath.includes(`${path.sep}_next${path.sep}static${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Serves an exported site, with the headers of its `_headers` file (read once, at start), text compressed. */
export function createStaticServer(rootDir: string): http.Server {
  const root = path.resolve(rootDir);
  const headerRules = readHeadersFile(root);
  // Today's whole build (301 MB of text) compresses to 51 MB: all of it fits, and a larger site stays bounded.
  const gzipCache = createGzipCache(64 * 1024 * 1024);
  return http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const resolution = resolveRequest(root, req.url ?? '/');
    if (resolution.kind === 'redirect') {
      res.writeHead(308, { Location: resolution.location }).end();
      return;
    }
    const status = resolution.kind === 'file' ? 200 : 404;
    const filePath = resolution.kind === 'file' ? resolution.filePath : path.join(root, '404.html');
    if (!isFile(filePath)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const contentType = CONTENT_TYPES[path.extname(filePath)] ?? 'application/octet-stream';
    const compressible = isCompressible(contentType);
    const gzip = compressible && acceptsGzip(req.headers['accept-encoding']);
    const headers = {
      'Content-Type': contentType,
      'Cache-Control': cacheControl(filePath),
      'X-Content-Type-Options': 'nosniff',
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      ...headersFor(headerRules, new URL(req.url ?? '/', 'http://localhost').pathname),
    };
    if (req.method === 'HEAD') {
      res.writeHead(status, headers).end();
      return;
    }
    if (gzip) {
      gzipCache.get(filePath).then(
        (body) => res.writeHead(status, { ...headers, 'Content-Length': body.length }).end(body),
        () => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Could not read the file'),
      );
      return;
    }
    res.writeHead(status, headers);
    fs.createReadStream(filePath).pipe(res);
  });
}

/** Starts the server on the loopback interface; port 0 picks a free port. */
export async function startStaticServer(rootDir: string, port = 0, host = '127.0.0.1') {
  const server = createStaticServer(rootDir);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host}:${actualPort}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
