/**
 * @jest-environment node
 */
import { buildPageHead } from '../../src/seo/pageHead';
import { PRODUCT_IDENTIFIERS } from '../../data/products';

describe('buildPageHead', () => {
  const savedOrigin = process.env.SITE_ORIGIN;
  beforeEach(() => {
    process.env.SITE_ORIGIN = 'https://docs.example.com/';
  });
  afterAll(() => {
    if (savedOrigin === undefined) {
      delete process.env.SITE_ORIGIN;
    } else {
      process.env.SITE_ORIGIN = savedOrigin;
    }
  });

  it('gives a product page its title, canonical URL from SITE_ORIGIN, Markdown link and breadcrumbs', () => {
    const head = buildPageHead({
      title: 'Button',
      description: 'Buttons start actions.',
      route: '/material-ui/react-button/',
      product: PRODUCT_IDENTIFIERS['material-ui'],
      activeEntry: { title: 'Button', route: '/material-ui/react-button/' },
      markdown: '/material-ui/react-button/index.md',
    });
    expect(head.title).toBe('Button – Material UI');
    expect(head.canonical).toBe('https://docs.example.com/material-ui/react-button/');
    expect(head.markdownUrl).toBe('https://docs.example.com/material-ui/react-button/index.md');
    expect(head.noIndex).toBe(false);
    expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://docs.example.com/static/social/material-ui.png' });
    const trail = JSON.parse(head.breadcrumbs!);
    expect(trail.itemListElement.map((step: { name: string }) => step.name)).toEqual(['Material UI', 'Button']);
  });

  it('has no canonical URL and no breadcrumbs on the 404 page, and keeps it out of search engines', () => {
    const head = buildPageHead({ title: 'Page not found', description: 'Nothing here.', route: null, noIndex: true });
    expect(head.title).toBe('Page not found – MUI Docs');
    expect(head.canonical).toBeNull();
    expect(head.breadcrumbs).toBeNull();
    expect(head.noIndex).toBe(true);
  });

  it('is plain data that survives the JSON of page props unchanged', () => {
    const head = buildPageHead({ title: 'Versions </script>', description: 'The versions.', route: '/versions/' });
    expect(JSON.parse(JSON.stringify(head))).toEqual(head);
    expect(head.breadcrumbs).not.toContain('</script>');
  });
});
