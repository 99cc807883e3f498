/**
 * A stand-in for the ad network and the external ad feed, served on loopback. The build under test
 * points at it (`npm test` sets the endpoints); a test picks a scenario by rewriting the request
 * URL with `?scenario=…` through request interception.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const AD_FIXTURE_PATHS = { network: '/network.js', feed: '/feed.json' } as const;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="#4a7"/></svg>';
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function feedEntry(origin: string, overrides: Record<string, unknown> = {}) {
  return {
    statlink: `${origin}/click/feed`,
    statimp: `${origin}/imp.gif`,
    image: `${origin}/img/feed.svg`,
    company: 'Loopback Hosting',
    description: 'Servers that answer before you finish asking.',
    pixel: `${origin}/pixel/a.gif?t=[timestamp]||${origin}/pixel/b.gif?t=[timestamp]||javascript:alert(1)`,
    timestamp: '1700000000',
    ...overrides,
  };
}

/** The body of each feed scenario. */
function feedBody(scenario: string, origin: string): { status: number; body: string | null; delayMs?: number; chunked?: boolean } {
  switch (scenario) {
    case 'good':
      return { status: 200, body: JSON.stringify({ ads: [{}, { company: 'No link' }, feedEntry(origin)] }) };
    case 'empty':
      return { status: 200, body: JSON.stringify({ ads: [] }) };
    case 'error':
      return { status: 500, body: 'Internal Server Error' };
    case 'invalid':
      return { status: 200, body: '{"ads": [ {"statlink": ' };
    case 'javascript':
      return { status: 200, body: JSON.stringify({ ads: [feedEntry(origin, { statlink: 'javascript:alert(document.cookie)' })] }) };
    case 'html':
      return {
        status: 200,
        body: JSON.stringify({ ads: [feedEntry(origin, { description: '<img src=x onerror="window.__injected=true">Click me' })] }),
      };
    case 'huge':
      return { status: 200, body: JSON.stringify({ ads: [feedEntry(origin, { description: 'x'.repeat(1024 * 1024) })] }), chunked: true };
    case 'slow':
      return { status: 200, body: JSON.stringify({ ads: [feedEntry(origin)] }), delayMs: 10000 };
    default:
      return { status: 404, body: 'unknown scenario' };
  }
}

/** The fake network script: renders a placement (or the network's house ad) after its own tag. */
function networkScript(scenario: string, origin: string): string {
  const href = scenario === 'house' ? 'https://mui.com/material-ui/discover-more/backers/' : `${origin}/click/network`;
  return `(function () {
  var script = document.currentScript;
  var placement = document.createElement('div');
  placement.id = 'carbonads';
  var link = document.createElement('a');
  link.href = ${JSON.stringify(href)};
  link.textContent = 'Network ad: a loopback advertiser';
  var image = document.createElement('img');
  image.src = ${JSON.stringify(`${origin}/img/network.svg`)};
  image.alt = '';
  image.width = 130;
  image.height = 100;
  link.prepend(image);
  placement.appendChild(link);
  script.parentNode.insertBefore(placement, script.nextSibling);
})();
`;
}

export interface AdFixtureServer {
  origin: string;
  close(): Promise<void>;
}

export async function startAdFixtures(port: number): Promise<AdFixtureServer> {
  const origin = `http://127.0.0.1:${port}`;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const scenario = url.searchParams.get('scenario') ?? 'good';
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cache-Control', 'no-store');
    if (url.pathname === AD_FIXTURE_PATHS.feed) {
      const { status, body, delayMs = 0, chunked = false } = feedBody(scenario, origin);
      const timer = setTimeout(() => {
        response.writeHead(status, {
          'Content-Type': 'application/json',
          ...(chunked ? {} : { 'Content-Length': Buffer.byteLength(body ?? '') }),
        });
        response.end(body);
      }, delayMs);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    if (url.pathname === AD_FIXTURE_PATHS.network) {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      response.end(networkScript(scenario, origin));
      return;
    }
    if (url.pathname.startsWith('/img/')) {
      response.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      response.end(SVG);
      return;
    }
    if (url.pathname === '/imp.gif' || url.pathname.startsWith('/pixel/')) {
      response.writeHead(200, { 'Content-Type': 'image/gif' });
      response.end(GIF);
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
