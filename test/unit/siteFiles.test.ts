/**
 * @jest-environment node
 */
import { llmsTxt, sectionsByProduct } from '../../scripts/lib/llmsTxt';
import { robotsWithSitemap } from '../../scripts/lib/robotsTxt';
import { sitemapXml } from '../../scripts/lib/sitemap';
import { APP_ICON_SIZES, webManifest } from '../../src/seo/webManifest';

describe('llms.txt', () => {
  it('has the site name as h1, a blockquote summary, details, then a section of described links per product', () => {
    const text = llmsTxt({
      name: 'MUI Docs',
      summary: 'Documentation for\nMUI.',
      details: ['Links are Markdown.'],
      sections: [
        {
          title: 'Material UI',
          links: [{ title: 'Button [new]', url: 'https://mui.com/material-ui/react-button/index.md', description: 'Buttons.' }],
        },
        { title: 'Empty', links: [] },
      ],
    });
    expect(text).toBe(
      [
        '# MUI Docs',
        '',
        '> Documentation for MUI.',
        '',
        'Links are Markdown.',
        '',
        '## Material UI',
        '',
        '- [Button \\[new\\]](https://mui.com/material-ui/react-button/index.md): Buttons.',
        '',
      ].join('\n'),
    );
  });

  it("groups links by product in the given order, keeping each product's page order", () => {
    const link = (product: string, title: string) => ({ product, title, url: `https://mui.com/${title}/index.md`, description: title });
    const sections = sectionsByProduct(
      [link('MUI X', 'grid'), link('Material UI', 'button'), link('Other', 'x'), link('Material UI', 'api')],
      ['Material UI', 'MUI X'],
    );
    expect(sections.map((section) => [section.title, section.links.map((entry) => entry.title)])).toEqual([
      ['Material UI', ['button', 'api']],
      ['MUI X', ['grid']],
      ['Other', ['x']],
    ]);
  });
});

describe('robots.txt', () => {
  it('keeps the authored rules and adds the sitemap of this origin, once', () => {
    const authored = 'User-agent: *\nDisallow: /experiments/\nSitemap: https://old.example.com/sitemap.xml\n';
    expect(robotsWithSitemap(authored, 'https://mui.com/sitemap.xml')).toBe(
      'User-agent: *\nDisallow: /experiments/\n\nSitemap: https://mui.com/sitemap.xml\n',
    );
  });
});

describe('web app manifest', () => {
  it('opens the site standalone from its root, with PNG icons at 192 and 512', () => {
    const manifest = webManifest({
      name: 'MUI Docs',
      shortName: 'MUI',
      description: 'Docs.',
      themeColor: '#ffffff',
      backgroundColor: '#fff',
    });
    expect(manifest).toMatchObject({ name: 'MUI Docs', short_name: 'MUI', start_url: '/', display: 'standalone', theme_color: '#ffffff' });
    expect(APP_ICON_SIZES).toEqual([192, 512]);
    expect(manifest.icons).toEqual([
      { src: '/static/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/static/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ]);
  });
});

describe('sitemap.xml', () => {
  it('lists each page with its language versions, and none for a page in one language only', () => {
    const xml = sitemapXml(['/', '/material-ui/react-button/', '/blog/a&b/'], 'https://mui.com');
    expect(xml.split('\n')).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      '  <url><loc>https://mui.com/</loc><xhtml:link rel="alternate" hreflang="en" href="https://mui.com/"/></url>',
      '  <url><loc>https://mui.com/material-ui/react-button/</loc><xhtml:link rel="alternate" hreflang="en" href="https://mui.com/material-ui/react-button/"/></url>',
      '  <url><loc>https://mui.com/blog/a&amp;b/</loc></url>',
      '</urlset>',
      '',
    ]);
  });
});
