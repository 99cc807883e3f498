/**
 * What machines read, checked on the exported site in out/: head tags of every page, structured
 * data, sitemap, robots.txt, the web app manifest, social images, Markdown exports and llms.txt.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './browser';
import { listExportedPages } from '../../scripts/lib/measure';
import { anchorHrefs, checkMarkdownLinks } from '../../scripts/lib/checkLinks';
import { readBuildSettings } from '../../scripts/lib/buildSettings';
import { listDocumentationPages } from '../../scripts/lib/documentationPages';
import { getDocsRoutes } from '../../src/navigation/routes';
import { markdownPathOf } from '../../src/docs/markdownPath';
import { SCHEME_BACKGROUNDS } from '../../src/theme/createDocsTheme';

const root = path.resolve(__dirname, '..', '..');
const outDir = path.join(root, 'out');
// The origin the site was built for (the build records it), not this process's environment.
const origin = (readBuildSettings(root)?.SITE_ORIGIN ?? 'https://mui.com').replace(/\/+$/, '');

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((match) => [match[1], decode(match[2])]));
}

interface Head {
  title: string;
  meta: Record<string, string>[];
  links: Record<string, string>[];
  jsonLd: string[];
}

function readHead(file: string): Head {
  const html = fs.readFileSync(file, 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    title: decode(/<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta: [...head.matchAll(/<meta\b[^>]*>/g)].map((match) => attributes(match[0])),
    links: [...head.matchAll(/<link\b[^>]*>/g)].map((match) => attributes(match[0])),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]),
  };
}

const metaContent = (head: Head, key: string) => head.meta.find((tag) => tag.property === key || tag.name === key)?.content;

/** The file a site URL of ours points to, or null for another origin. */
function fileOfUrl(url: string): string | null {
  if (!url.startsWith(`${origin}/`)) {
    return null;
  }
  const pathname = url.slice(origin.length);
  return path.join(outDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
}

/**
 * A file from the static server on a connection of its own: a pooled keep-alive connection can be
 * closed by the server just as the next request goes out, on a busy machine.
 */
function get(pathname: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl()}${pathname}`, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body }));
      })
      .on('error', reject);
  });
}

function pngSize(file: string): { width: number; height: number } {
  const buffer = fs.readFileSync(file);
  expect(buffer.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

const pages = listExportedPages(outDir)
  .filter((file) => path.basename(file) === 'index.html')
  .map((file) => ({ file, route: `/${path.relative(outDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/') }))
  .filter((page) => page.route !== '/404/');
const heads = new Map(pages.map((page) => [page.route, readHead(page.file)]));
const documentationPages = listDocumentationPages(root);
const experiments = new Set(
  getDocsRoutes()
    .filter((entry) => entry.treeId === 'docs-infra')
    .map((entry) => entry.route),
);

describe('head tags of every exported page', () => {
  it('checks hundreds of pages', () => {
    expect(pages.length).toBeGreaterThan(500);
  });

  it('gives each page a title of its own', () => {
    const routesByTitle = new Map<string, string[]>();
    for (const [route, head] of heads) {
      routesByTitle.set(head.title, [...(routesByTitle.get(head.title) ?? []), route]);
    }
    const shared = [...routesByTitle].filter(([title, routes]) => !title || routes.length > 1);
    expect(shared).toEqual([]);
  });

  it('gives each page a description, its canonical URL and the Open Graph and Twitter tags, with absolute URLs', () => {
    const problems: string[] = [];
    for (const [route, head] of heads) {
      const expectUrl = `${origin}${route}`;
      const check = (ok: boolean, what: string) => (ok ? null : problems.push(`${route}: ${what}`));
      check(!!metaContent(head, 'description')?.trim(), 'no description');
      const canonical = head.links.filter((link) => link.rel === 'canonical');
      check(canonical.length === 1 && canonical[0].href === expectUrl, `canonical ${JSON.stringify(canonical)}`);
      check(metaContent(head, 'og:title') === head.title, 'og:title differs from the title');
      check(metaContent(head, 'og:description') === metaContent(head, 'description'), 'og:description differs from the description');
      check(metaContent(head, 'og:url') === expectUrl, `og:url ${metaContent(head, 'og:url')}`);
      check(!!metaContent(head, 'og:type') && metaContent(head, 'og:site_name') === 'MUI Docs', 'og:type or og:site_name');
      const image = metaContent(head, 'og:image') ?? '';
      const imageFile = fileOfUrl(image);
      check(!!imageFile && fs.existsSync(imageFile), `og:image ${image} is not an exported file of ${origin}`);
      check(metaContent(head, 'twitter:card') === 'summary_large_image', 'twitter:card');
      check(
        metaContent(head, 'twitter:title') === head.title && metaContent(head, 'twitter:image') === image,
        'twitter:title or twitter:image',
      );
      check(!!metaContent(head, 'twitter:description'), 'twitter:description');
      const themeColors = head.meta.filter((tag) => tag.name === 'theme-color').map((tag) => `${tag.media} ${tag.content}`);
      check(
        themeColors.join() ===
          `(prefers-color-scheme: light) ${SCHEME_BACKGROUNDS.light},(prefers-color-scheme: dark) ${SCHEME_BACKGROUNDS.dark}`,
        `theme-color ${themeColors.join()}`,
      );
      check(
        head.links.some((link) => link.rel === 'manifest' && link.href === '/manifest.webmanifest'),
        'no manifest link',
      );
    }
    expect(problems).toEqual([]);
  });

  it("describes each page's trail as a BreadcrumbList ending at the page, every step an exported page", () => {
    const problems: string[] = [];
    for (const [route, head] of heads) {
      if (head.jsonLd.length !== 1) {
        problems.push(`${route}: ${head.jsonLd.length} JSON-LD scripts`);
        continue;
      }
      const data = JSON.parse(head.jsonLd[0]);
      const items: { position: number; name: string; item: string }[] = data.itemListElement;
      if (data['@context'] !== 'https://schema.org' || data['@type'] !== 'BreadcrumbList' || items.at(-1)?.item !== `${origin}${route}`) {
        problems.push(`${route}: ${head.jsonLd[0]}`);
      }
      items.forEach((item, index) => {
        const file = fileOfUrl(item.item);
        if (item.position !== index + 1 || !item.name || !file || !fs.existsSync(file)) {
          problems.push(`${route}: step ${JSON.stringify(item)}`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it('names the social images 1200×630 PNG files, and keeps the 404 page out of search engines', () => {
    const images = new Set([...heads.values()].map((head) => fileOfUrl(metaContent(head, 'og:image')!)!));
    expect(images.size).toBeGreaterThanOrEqual(7);
    for (const image of images) {
      expect(pngSize(image)).toEqual({ width: 1200, height: 630 });
    }
    const notFound = readHead(path.join(outDir, '404.html'));
    expect(notFound.meta.some((tag) => tag.name === 'robots' && tag.content === 'noindex')).toBe(true);
    expect(notFound.links.some((link) => link.rel === 'canonical')).toBe(false);
  });

  // A browser decodes an SVG icon as a document of its own on the page's main thread (src/seo/webManifest.ts).
  it('links PNG icons only, each of the size it declares', () => {
    const iconSets = new Set([...heads.values()].map((head) => JSON.stringify(head.links.filter((link) => link.rel === 'icon'))));
    expect(iconSets.size).toBe(1);
    const icons: Record<string, string>[] = JSON.parse([...iconSets][0]);
    expect(icons.map((icon) => icon.sizes)).toEqual(['32x32', '192x192']);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const { width, height } = pngSize(path.join(outDir, icon.href));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});

describe('sitemap, robots.txt and web app manifest', () => {
  it('lists exactly the exported pages but the experiments, the 404, the offline and the search page in the sitemap', () => {
    const listed = [...fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = pages
      .map((page) => page.route)
      .filter((route) => route !== '/offline/' && route !== '/search/' && !route.startsWith('/experiments/') && !experiments.has(route))
      .map((route) => `${origin}${route}`);
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it('keeps robots away from the experiments and points them to the sitemap', async () => {
    const { body: text } = await get('/robots.txt');
    expect(text).toMatch(/^Disallow: \/experiments\/$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/sitemap\\.xml$`, 'm'));
  });

  it('serves a manifest that installs the site standalone, with 192 and 512 pixel PNG icons', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.type).toBe('application/manifest+json');
    const manifest = JSON.parse(response.body);
    expect(manifest).toMatchObject({ name: 'MUI Docs', short_name: 'MUI Docs', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const sizes = manifest.icons.map((icon: { src: string; sizes: string }) => {
      const { width, height } = pngSize(path.join(outDir, icon.src));
      return `${icon.sizes}=${width}x${height}`;
    });
    expect(sizes).toEqual(['192x192=192x192', '512x512=512x512']);
  });
});

describe('Markdown exports and llms.txt', () => {
  it('exports every documentation page as Markdown, linked from the page', () => {
    const problems: string[] = [];
    for (const page of documentationPages) {
      const file = path.join(outDir, markdownPathOf(page.route));
      if (!fs.existsSync(file) || !fs.readFileSync(file, 'utf8').startsWith('# ')) {
        problems.push(`${page.route}: no Markdown export starting with an h1`);
      }
      if (!anchorHrefs(fs.readFileSync(path.join(outDir, page.route, 'index.html'), 'utf8')).includes(markdownPathOf(page.route))) {
        problems.push(`${page.route}: no link to its Markdown`);
      }
    }
    expect(problems).toEqual([]);
    expect(documentationPages.length).toBeGreaterThan(500);
  });

  it('inlines demos as TypeScript and links only to exported pages', () => {
    const button = fs.readFileSync(path.join(outDir, 'material-ui', 'react-button', 'index.md'), 'utf8');
    expect(button).toMatch(/^# Button\n\n.+\n\n/);
    expect(button).toMatch(/```tsx\nimport [\s\S]*?export default function BasicButtons\(\)/);
    expect(button).not.toContain('{{demo:');
    const problems = checkMarkdownLinks(outDir).map((problem) => `${problem.page} → ${problem.href}: ${problem.reason}`);
    expect(problems).toEqual([]);
  });

  it('serves the Markdown as text/markdown', async () => {
    const response = await get('/material-ui/api/button/index.md');
    expect(response.status).toBe(200);
    expect(response.type).toBe('text/markdown; charset=utf-8');
    expect(response.body).toMatch(/^# Button API\n[\s\S]*\n## Props\n\n\| Name \| Type \| Default \| Description \|/);
  });

  it('lists every documentation page but the experiments in llms.txt, by product, with its description', () => {
    const text = fs.readFileSync(path.join(outDir, 'llms.txt'), 'utf8');
    expect(text).toMatch(/^# MUI Docs\n\n> .+\n/);
    expect(text).toMatch(/^## Material UI$/m);
    const listed = new Set([...text.matchAll(/^- \[.+?\]\((\S+)\): \S/gm)].map((match) => match[1]));
    const expected = documentationPages
      .filter((page) => page.treeId !== 'docs-infra')
      .map((page) => `${origin}${markdownPathOf(page.route)}`);
    expect(expected.filter((url) => !listed.has(url))).toEqual([]);
    expect(listed.size).toBe(expected.length);
  });
});

describe('head tags in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('keeps the exported tags after hydration and replaces them on client-side navigation', async () => {
    const { page, problems } = await openPage(browser);
    const tags = () =>
      page.evaluate(() => ({
        title: document.title,
        canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
        ogUrl: [...document.querySelectorAll('meta[property="og:url"]')].map((meta) => meta.getAttribute('content')),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
      }));
    await page.goto(`${baseUrl()}/material-ui/react-button/`);
    await waitForHydration(page);
    const exported = heads.get('/material-ui/react-button/')!;
    expect(await tags()).toEqual({
      title: exported.title,
      canonical: [`${origin}/material-ui/react-button/`],
      ogUrl: [`${origin}/material-ui/react-button/`],
      jsonLd: exported.jsonLd,
    });
    await page.locator('nav[aria-label="Documentation"] a[href="/material-ui/react-checkbox/"]').click();
    await page.waitForURL('**/material-ui/react-checkbox/');
    await page.waitForFunction(() => document.title.startsWith('Checkbox'));
    expect(await tags()).toEqual({
      title: heads.get('/material-ui/react-checkbox/')!.title,
      canonical: [`${origin}/material-ui/react-checkbox/`],
      ogUrl: [`${origin}/material-ui/react-checkbox/`],
      jsonLd: heads.get('/material-ui/react-checkbox/')!.jsonLd,
    });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
