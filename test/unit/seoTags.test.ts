/**
 * @jest-environment node
 */
import { buildSeoTags, documentTitle, type SeoInput } from '../../src/seo/seoTags';
import { breadcrumbJsonLd, breadcrumbTrail } from '../../src/seo/breadcrumbs';
import { serializeJsonLd } from '../../src/seo/jsonLd';

const input: SeoInput = {
  title: 'Button',
  owner: 'Material UI',
  siteName: 'MUI Docs',
  description: 'Buttons start actions.',
  route: '/material-ui/react-button/',
  origin: 'https://docs.example.com',
  imageId: 'material-ui',
  type: 'article',
  markdownPath: '/material-ui/react-button/index.md',
};

const content = (tags: ReturnType<typeof buildSeoTags>, key: string) =>
  tags.meta.find((tag) => tag.property === key || tag.name === key)?.content;

describe('head tags', () => {
  it('titles a page "Page – Product", and the owner\'s own page by its name alone', () => {
    expect(documentTitle('Button', 'Material UI')).toBe('Button – Material UI');
    expect(documentTitle('MUI Docs', 'MUI Docs')).toBe('MUI Docs');
  });

  it('gives a documentation page its canonical URL, Markdown version, Open Graph and Twitter card, all absolute', () => {
    const tags = buildSeoTags(input);
    expect(tags.title).toBe('Button – Material UI');
    expect(tags.description).toBe('Buttons start actions.');
    expect(tags.canonical).toBe('https://docs.example.com/material-ui/react-button/');
    expect(tags.markdownUrl).toBe('https://docs.example.com/material-ui/react-button/index.md');
    expect(content(tags, 'og:type')).toBe('article');
    expect(content(tags, 'og:site_name')).toBe('MUI Docs');
    expect(content(tags, 'og:title')).toBe('Button – Material UI');
    expect(content(tags, 'og:description')).toBe('Buttons start actions.');
    expect(content(tags, 'og:url')).toBe('https://docs.example.com/material-ui/react-button/');
    expect(content(tags, 'og:image')).toBe('https://docs.example.com/static/social/material-ui.png');
    expect(content(tags, 'og:image:width')).toBe('1200');
    expect(content(tags, 'og:image:height')).toBe('630');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'twitter:title')).toBe('Button – Material UI');
    expect(content(tags, 'twitter:description')).toBe('Buttons start actions.');
    expect(content(tags, 'twitter:image')).toBe('https://docs.example.com/static/social/material-ui.png');
  });

  it('writes Open Graph tags with property and the others with name, each once', () => {
    const { meta } = buildSeoTags(input);
    expect(meta.every((tag) => (tag.property?.startsWith('og:') ? !tag.name : tag.name && !tag.property))).toBe(true);
    const keys = meta.map((tag) => tag.property ?? tag.name);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves out the canonical and og:url of the 404 page, which answers any address', () => {
    const tags = buildSeoTags({ ...input, route: null, markdownPath: undefined, type: 'website' });
    expect(tags.canonical).toBeNull();
    expect(tags.markdownUrl).toBeNull();
    expect(content(tags, 'og:url')).toBeUndefined();
    expect(content(tags, 'og:type')).toBe('website');
    expect(content(tags, 'og:image')).toMatch(/^https:\/\//);
  });
});

describe('breadcrumbs', () => {
  it('goes from the product to the page, one step for the page and its own sidebar entry', () => {
    const trail = breadcrumbTrail({
      root: { name: 'MUI Base', route: '/base-ui/getting-started/' },
      activeEntry: { title: 'Button', route: '/base-ui/react-button/' },
      page: { name: 'Button', route: '/base-ui/react-button/' },
    });
    expect(trail).toEqual([
      { name: 'MUI Base', route: '/base-ui/getting-started/' },
      { name: 'Button', route: '/base-ui/react-button/' },
    ]);
  });

  it('passes through the component page of an API tab', () => {
    const trail = breadcrumbTrail({
      root: { name: 'MUI Base', route: '/base-ui/getting-started/' },
      activeEntry: { title: 'Button', route: '/base-ui/react-button/' },
      page: { name: 'Button components API', route: '/base-ui/react-button/components-api/' },
    });
    expect(trail.map((crumb) => crumb.route)).toEqual([
      '/base-ui/getting-started/',
      '/base-ui/react-button/',
      '/base-ui/react-button/components-api/',
    ]);
  });

  it("makes the product's first page one step, and a page outside the navigation root then page", () => {
    const first = breadcrumbTrail({
      root: { name: 'Material UI', route: '/material-ui/getting-started/' },
      activeEntry: { title: 'Overview', route: '/material-ui/getting-started/' },
      page: { name: 'Overview', route: '/material-ui/getting-started/' },
    });
    expect(first).toEqual([{ name: 'Material UI', route: '/material-ui/getting-started/' }]);
    const site = breadcrumbTrail({
      root: { name: 'MUI Docs', route: '/' },
      activeEntry: null,
      page: { name: 'Versions', route: '/versions/' },
    });
    expect(site).toEqual([
      { name: 'MUI Docs', route: '/' },
      { name: 'Versions', route: '/versions/' },
    ]);
  });

  it('describes the trail as a schema.org BreadcrumbList with positions and absolute URLs', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'MUI Docs', route: '/' },
        { name: 'Versions', route: '/versions/' },
      ],
      'https://docs.example.com',
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'MUI Docs', item: 'https://docs.example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Versions', item: 'https://docs.example.com/versions/' },
      ],
    });
  });
});

describe('JSON-LD serialisation', () => {
  it('never lets a value close the script element, and parses back to the same data', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- a > b', separators: '\u2028\u2029' };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });
});
