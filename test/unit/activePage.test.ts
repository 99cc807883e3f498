/**
 * @jest-environment node
 */
import { activeEntryOf } from '../../src/navigation/activePage';
import { NAVIGATION_TREES } from '../../src/navigation/trees';
import type { DocsPage } from '../../src/navigation/types';

describe('activeEntryOf', () => {
  const usage: DocsPage = { pathname: '/material-ui/getting-started/usage', title: 'Usage' };
  const gettingStarted: DocsPage = {
    pathname: '/material-ui/getting-started',
    title: 'Getting started',
    children: [{ pathname: '/material-ui/getting-started/installation' }, usage],
  };
  const textField: DocsPage = { pathname: '/material-ui/react-text-field', title: 'Text Field' };
  const components: DocsPage = {
    pathname: '/material-ui/components',
    title: 'Components',
    children: [
      { pathname: '/material-ui/components/inputs', subheader: 'inputs', children: [{ pathname: '/material-ui/react-button' }, textField] },
      { pathname: '/base-ui/react-button', title: 'Base Button' },
    ],
  };
  const pages: DocsPage[] = [
    { pathname: '/', title: 'Home' },
    gettingStarted,
    components,
    { pathname: '/toolpad/core/components', subheader: 'Components', children: [{ pathname: '/toolpad/core/react-dashboard-layout/' }] },
    { pathname: '/material-ui/customization/theming#palette', title: 'Palette' },
    {
      pathname: '/material-ui/api',
      title: 'APIs',
      children: [{ pathname: '/base-ui/react-button/components-api/#button', title: 'Button' }],
    },
    // A group whose own pathname equals a leaf's: only the leaf may match.
    { pathname: '/material-ui/discover-more', children: [{ pathname: '/material-ui/discover-more/showcase' }] },
    { pathname: '/material-ui/discover-more', title: 'Discover more' },
  ];

  it('gives the entry of a page with its sidebar title and link, at any depth', () => {
    expect(activeEntryOf(pages, '/')).toEqual({ title: 'Home', route: '/' });
    expect(activeEntryOf(pages, '/material-ui/getting-started/usage/')).toEqual({
      title: 'Usage',
      route: '/material-ui/getting-started/usage/',
    });
    expect(activeEntryOf(pages, '/material-ui/react-text-field/')).toEqual({
      title: 'Text Field',
      route: '/material-ui/react-text-field/',
    });
    expect(activeEntryOf(pages, '/material-ui/discover-more/')).toEqual({ title: 'Discover more', route: '/material-ui/discover-more/' });
  });

  it.each(['/material-ui/getting-started/', '/material-ui/components/', '/material-ui/components/inputs/', '/toolpad/core/components/'])(
    'never gives a group or subheader: %p',
    (route) => {
      expect(activeEntryOf(pages, route)).toBeNull();
    },
  );

  it.each([
    '/toolpad/core/react-dashboard-layout',
    '/toolpad/core/react-dashboard-layout/',
    '/toolpad/core/react-dashboard-layout#usage',
    '/toolpad/core/react-dashboard-layout/#usage',
  ])('ignores trailing slashes and hashes on either side: %p', (route) => {
    expect(activeEntryOf(pages, route)?.route).toBe('/toolpad/core/react-dashboard-layout/');
  });

  it('matches an entry declared with a section by its page', () => {
    expect(activeEntryOf(pages, '/material-ui/customization/theming/')).toEqual({
      title: 'Palette',
      route: '/material-ui/customization/theming/#palette',
    });
  });

  it.each(['/base-ui/react-button/components-api/', '/base-ui/react-button/hooks-api/'])(
    "keeps an API tab's component page active, not the tab's own API entries: %p",
    (route) => {
      expect(activeEntryOf(pages, route)).toEqual({ title: 'Base Button', route: '/base-ui/react-button/' });
    },
  );

  it.each(['/material-ui/not-a-page/', '/material-ui/react-button/extra/', '/material-ui/react/', '/unknown/'])(
    'gives null for a page the tree does not list: %p',
    (route) => {
      expect(activeEntryOf(pages, route)).toBeNull();
    },
  );

  it('gives the first matching entry in tree order', () => {
    const tree: DocsPage[] = [
      { pathname: '/g', children: [{ pathname: '/dup', title: 'First' }] },
      { pathname: '/dup/', title: 'Second' },
    ];
    expect(activeEntryOf(tree, '/dup/')?.title).toBe('First');
  });

  it("marks a Base UI tab page's component entry in the real tree", () => {
    expect(activeEntryOf(NAVIGATION_TREES.base, '/base-ui/react-button/components-api/')).toEqual({
      title: 'Button',
      route: '/base-ui/react-button/',
    });
    expect(activeEntryOf(NAVIGATION_TREES.material, '/material-ui/api/button/')).toEqual({
      title: 'Button',
      route: '/material-ui/api/button/',
    });
  });
});
