/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRedirects, listRedirectPages, readRedirects, redirectPageHtml, writeRedirectPages } from '../../scripts/lib/redirectPages';
import { listExportedPages } from '../../scripts/lib/measure';
import { getDocsRoutes } from '../../src/navigation/routes';
import { MOVED_PAGES } from '../../data/movedPages';

const PAGES = [
  '/material-ui/getting-started/',
  '/material-ui/getting-started/installation/',
  '/material-ui/customization/theming/',
  '/material-ui/customization/palette/',
  '/x/react-data-grid/',
  '/x/react-data-grid/editing/',
  '/material-ui/api/accordion/',
  '/material-ui/api/button/',
];

describe('redirect pages', () => {
  it('send each address above a page, that is no page itself, to the first page under it', () => {
    expect(Object.fromEntries(findRedirects(PAGES))).toEqual({
      '/material-ui/': '/material-ui/getting-started/',
      '/material-ui/customization/': '/material-ui/customization/theming/',
      '/x/': '/x/react-data-grid/',
      '/material-ui/api/': '/material-ui/api/accordion/',
    });
  });

  it('send a moved address to its page, and refuse a move from a page or to an address that is none', () => {
    const moved = { '/system/styles/basics/': '/material-ui/customization/palette/' };
    expect(findRedirects(PAGES, moved).get('/system/styles/basics/')).toBe('/material-ui/customization/palette/');
    expect(() => findRedirects(PAGES, { '/material-ui/api/button/': '/x/react-data-grid/' })).toThrow(
      '/material-ui/api/button/ is a page: it cannot move to /x/react-data-grid/',
    );
    expect(() => findRedirects(PAGES, { '/system/styles/api/': '/system/styles/' })).toThrow(
      '/system/styles/api/ moves to /system/styles/, which is no page',
    );
  });

  it('every moved address of the site leads to one of its pages', () => {
    // Documentation pages only: the generated API pages are not a target, and may not be built yet.
    const pages = getDocsRoutes().map(({ route }) => route);
    const redirects = findRedirects(pages, MOVED_PAGES);
    expect(Object.keys(MOVED_PAGES).length).toBeGreaterThan(0);
    for (const from of Object.keys(MOVED_PAGES)) {
      expect(pages).toContain(redirects.get(from));
    }
  });

  it('leave the home page and pages alone', () => {
    const redirects = findRedirects(PAGES);
    expect(redirects.has('/')).toBe(false);
    expect(redirects.has('/x/react-data-grid/')).toBe(false);
  });

  it('move on at once, keep search engines at the target, and escape what they print', () => {
    const html = redirectPageHtml({ target: '/x/react-data-grid/', title: 'Data Grid – MUI X <beta>', origin: 'https://mui.com' });
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/x/react-data-grid/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="canonical" href="https://mui.com/x/react-data-grid/">');
    expect(html).toContain('<a id="redirect-target" href="/x/react-data-grid/">Data Grid – MUI X &lt;beta&gt;</a>');
    expect(html).toContain('location.replace(');
    expect(html).not.toContain('<beta>');
  });

  it('are written with their targets’ titles, listed in _redirects, and not counted as pages', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
    try {
      for (const route of PAGES) {
        fs.mkdirSync(path.join(outDir, route), { recursive: true });
        fs.writeFileSync(path.join(outDir, route, 'index.html'), `<title data-next-head="">${route} &amp; more</title>`);
      }
      writeRedirectPages(outDir, PAGES, 'https://mui.com');
      expect(fs.readFileSync(path.join(outDir, 'x', 'index.html'), 'utf8')).toContain('>/x/react-data-grid/ &amp; more</a>');
      expect(Object.fromEntries(readRedirects(outDir))).toEqual(Object.fromEntries(findRedirects(PAGES)));
      expect(listRedirectPages(outDir)).toHaveLength(4);
      expect(listExportedPages(outDir)).toHaveLength(PAGES.length);
      // Running the step again rewrites them; a real page in the way is an error.
      expect(() => writeRedirectPages(outDir, PAGES, 'https://mui.com')).not.toThrow();
      fs.rmSync(path.join(outDir, '_redirects'));
      expect(() => writeRedirectPages(outDir, PAGES, 'https://mui.com')).toThrow(/is an exported page/);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});
