/**
 * @jest-environment node
 */
import type { DocsPage } from '../../src/navigation/types';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  findActivePage,
  getProductInfoFromUrl,
  isExcludedFromLanguagePages,
  normalizePathname,
  pathnameToLanguage,
} from '../../src/utils/helpers';

describe('LANGUAGES', () => {
  it('supports English only, which is the default', () => {
    expect(LANGUAGES).toEqual(['en']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGES[0]).toBe(DEFAULT_LANGUAGE);
  });
});

describe('isExcludedFromLanguagePages', () => {
  it.each([
    ['/blog', true],
    ['/blog/', true],
    ['/blog/material-ui-v6-is-out/', true],
    ['/size-snapshot', true],
    ['/size-snapshot/', true],
    ['/blogger', false],
    ['/blogger/', false],
    ['/size-snapshots', false],
    ['/material-ui/blog/', false],
    ['/material-ui/', false],
    ['/', false],
    ['', false],
  ])('%p -> %p', (pathname, expected) => {
    expect(isExcludedFromLanguagePages(pathname)).toBe(expected);
  });
});

describe('pathnameToLanguage', () => {
  it.each([
    // [input, canonicalAs, canonicalAsServer, canonicalPathname]
    ['/', '/', '/', '/'],
    ['', '', '', '/'],
    ['/material-ui/', '/material-ui/', '/material-ui/', '/material-ui'],
    ['/material-ui', '/material-ui', '/material-ui', '/material-ui'],
    ['/material-ui/react-button/', '/material-ui/react-button/', '/material-ui/react-button/', '/material-ui/react-button'],
    // supported prefix is removed
    ['/en/material-ui/', '/material-ui/', '/material-ui/', '/material-ui'],
    ['/en', '/', '/', '/'],
    ['/en/', '/', '/', '/'],
    ['/en?q=1', '/?q=1', '/?q=1', '/'],
    ['/en#top', '/#top', '/', '/'],
    ['/en/material-ui?q=1#h', '/material-ui?q=1#h', '/material-ui?q=1', '/material-ui'],
    // unsupported two-letter prefixes are kept as is
    ['/zh/material-ui/', '/zh/material-ui/', '/zh/material-ui/', '/zh/material-ui'],
    ['/fr', '/fr', '/fr', '/fr'],
    ['/pt/', '/pt/', '/pt/', '/pt'],
    // longer first segments starting with "en" are not a prefix
    ['/english/', '/english/', '/english/', '/english'],
    ['/en-us/', '/en-us/', '/en-us/', '/en-us'],
    // /api segment mapping
    ['/api/joy/button/', '/api/joy/button/', '/api/joy/button/', '/api-docs/joy/button'],
    ['/api', '/api', '/api', '/api-docs'],
    ['/api/', '/api/', '/api/', '/api-docs'],
    ['/api?q=1', '/api?q=1', '/api?q=1', '/api-docs'],
    ['/api#props', '/api#props', '/api', '/api-docs'],
    ['/en/api/button/', '/api/button/', '/api/button/', '/api-docs/button'],
    ['/apiary', '/apiary', '/apiary', '/apiary'],
    ['/apiary/', '/apiary/', '/apiary/', '/apiary'],
    ['/api-docs/button/', '/api-docs/button/', '/api-docs/button/', '/api-docs/button'],
    ['/material-ui/api/button/', '/material-ui/api/button/', '/material-ui/api/button/', '/material-ui/api/button'],
    // hash, query, both
    ['/material-ui/#foo', '/material-ui/#foo', '/material-ui/', '/material-ui'],
    ['/material-ui/?q=1', '/material-ui/?q=1', '/material-ui/?q=1', '/material-ui'],
    ['/material-ui/?q=1#foo', '/material-ui/?q=1#foo', '/material-ui/?q=1', '/material-ui'],
    ['/material-ui?next=/x/', '/material-ui?next=/x/', '/material-ui?next=/x/', '/material-ui'],
    ['/#top', '/#top', '/', '/'],
    ['/?q=1', '/?q=1', '/?q=1', '/'],
  ])('%p', (input, canonicalAs, canonicalAsServer, canonicalPathname) => {
    expect(pathnameToLanguage(input)).toEqual({
      userLanguage: 'en',
      canonicalAs,
      canonicalAsServer,
      canonicalPathname,
    });
  });

  it('returns exactly the four documented keys', () => {
    expect(Object.keys(pathnameToLanguage('/en/material-ui/')).sort()).toEqual([
      'canonicalAs',
      'canonicalAsServer',
      'canonicalPathname',
      'userLanguage',
    ]);
  });
});

describe('getProductInfoFromUrl', () => {
  it.each([
    // core products
    ['/material-ui/', 'material-ui', 'core'],
    ['/material-ui/react-button/', 'material-ui', 'core'],
    ['/material-ui', 'material-ui', 'core'],
    ['/joy-ui/getting-started/', 'joy-ui', 'core'],
    ['/base-ui/react-button/', 'base-ui', 'core'],
    ['/system/getting-started/', 'system', 'core'],
    // MUI X
    ['/x/react-data-grid/', 'x-data-grid', 'x'],
    ['/x/react-data-grid/editing/', 'x-data-grid', 'x'],
    ['/x/react-date-pickers/getting-started/', 'x-date-pickers', 'x'],
    ['/x/react-charts', 'x-charts', 'x'],
    ['/x/introduction/', null, 'x'],
    ['/x/', null, 'x'],
    ['/x', null, 'x'],
    // Toolpad
    ['/toolpad/studio/getting-started/', 'toolpad-studio', 'toolpad'],
    ['/toolpad/studio', 'toolpad-studio', 'toolpad'],
    ['/toolpad/core/introduction/', 'toolpad-core', 'toolpad'],
    ['/toolpad/', 'toolpad-core', 'toolpad'],
    ['/toolpad/studiox/', 'toolpad-core', 'toolpad'],
    // general docs
    ['/docs/', 'docs', 'core'],
    ['/versions/', 'docs', 'core'],
    ['/production-error/', 'docs', 'core'],
    ['/production-error/?code=1', 'docs', 'core'],
    // docs infra
    ['/experiments/docs/', 'docs-infra', 'core'],
    ['/experiments/docs/demos/', 'docs-infra', 'core'],
    ['/experiments/other/', null, null],
    ['/experiments/docs-like/', null, null],
    ['/experiments/', null, null],
    // anything else
    ['/', null, null],
    ['', null, null],
    ['/unknown/', null, null],
    ['/blog/', null, null],
    ['/blog/material-ui-v6-is-out/', null, null],
    ['/material-uix/', null, null],
    ['/zh/material-ui/', null, null],
    ['/?next=/material-ui/', null, null],
    ['/#material-ui', null, null],
  ])('%p -> productId %p, category %p', (asPath, productId, productCategoryId) => {
    expect(getProductInfoFromUrl(asPath)).toEqual({ productId, productCategoryId });
  });

  it.each([
    ['/en/material-ui/react-button/', 'material-ui', 'core'],
    ['/en/x/react-data-grid/', 'x-data-grid', 'x'],
    ['/en/toolpad/studio/', 'toolpad-studio', 'toolpad'],
    ['/en/experiments/docs/', 'docs-infra', 'core'],
    ['/joy-ui/getting-started', 'joy-ui', 'core'],
    ['/x/react-tree-view?foo=bar', 'x-tree-view', 'x'],
    ['/x/react-tree-view/#usage', 'x-tree-view', 'x'],
    ['/toolpad/studio?x=1#y', 'toolpad-studio', 'toolpad'],
    ['/system#intro', 'system', 'core'],
    ['/en/versions/?q=1#h', 'docs', 'core'],
    ['/en', null, null],
  ])('ignores prefix, trailing slash, query and hash: %p', (asPath, productId, productCategoryId) => {
    expect(getProductInfoFromUrl(asPath)).toEqual({ productId, productCategoryId });
  });
});

describe('normalizePathname', () => {
  it.each([
    ['/material-ui/', '/material-ui'],
    ['/material-ui', '/material-ui'],
    ['/material-ui/#usage', '/material-ui'],
    ['/material-ui#usage', '/material-ui'],
    ['/a/b/c/', '/a/b/c'],
    ['/', '/'],
    ['/#top', '/'],
  ])('%p -> %p', (input, expected) => {
    expect(normalizePathname(input)).toBe(expected);
  });
});

describe('findActivePage', () => {
  const leafRoot: DocsPage = { pathname: '/' };
  const installation: DocsPage = { pathname: '/material-ui/getting-started/installation' };
  const usage: DocsPage = { pathname: '/material-ui/getting-started/usage' };
  const gettingStarted: DocsPage = {
    pathname: '/material-ui/getting-started',
    title: 'Getting started',
    children: [installation, usage],
  };
  const button: DocsPage = { pathname: '/material-ui/react-button' };
  const textField: DocsPage = { pathname: '/material-ui/react-text-field' };
  const inputsSubheader: DocsPage = {
    pathname: '/material-ui/components/inputs',
    subheader: 'inputs',
    children: [button, textField],
  };
  const baseButton: DocsPage = { pathname: '/base-ui/react-button' };
  const components: DocsPage = {
    pathname: '/material-ui/components',
    title: 'Components',
    children: [inputsSubheader, baseButton],
  };
  const dashboardLayout: DocsPage = { pathname: '/toolpad/core/react-dashboard-layout/' };
  const toolpadComponents: DocsPage = {
    pathname: '/toolpad/core/components',
    subheader: 'Components',
    children: [dashboardLayout],
  };
  const hashLeaf: DocsPage = { pathname: '/material-ui/customization/theming#palette' };
  // A group whose own pathname equals a leaf elsewhere: only the leaf may match.
  const sameAsGroup: DocsPage = { pathname: '/material-ui/discover-more' };
  const discoverGroup: DocsPage = {
    pathname: '/material-ui/discover-more',
    children: [{ pathname: '/material-ui/discover-more/showcase' }],
  };
  const pages: DocsPage[] = [
    leafRoot,
    gettingStarted,
    components,
    toolpadComponents,
    hashLeaf,
    discoverGroup,
    sameAsGroup,
  ];

  it('finds a top-level leaf with no parents', () => {
    const result = findActivePage(pages, '/');
    expect(result.activePage).toBe(leafRoot);
    expect(result.activePageParents).toEqual([]);
  });

  it('finds a leaf under a group, with the group as parent', () => {
    const result = findActivePage(pages, '/material-ui/getting-started/usage');
    expect(result.activePage).toBe(usage);
    expect(result.activePageParents).toHaveLength(1);
    expect(result.activePageParents[0]).toBe(gettingStarted);
  });

  it('returns the chain of parents outermost first through a subheader', () => {
    const result = findActivePage(pages, '/material-ui/react-text-field');
    expect(result.activePage).toBe(textField);
    expect(result.activePageParents).toHaveLength(2);
    expect(result.activePageParents[0]).toBe(components);
    expect(result.activePageParents[1]).toBe(inputsSubheader);
  });

  it('does not leak parents from a group searched without success', () => {
    const result = findActivePage(pages, '/material-ui/discover-more');
    expect(result.activePage).toBe(sameAsGroup);
    expect(result.activePageParents).toEqual([]);
  });

  it('matches a leaf that follows a subheader within the same group', () => {
    const result = findActivePage(pages, '/base-ui/react-button');
    expect(result.activePage).toBe(baseButton);
    expect(result.activePageParents).toHaveLength(1);
    expect(result.activePageParents[0]).toBe(components);
  });

  it.each([
    '/material-ui/getting-started',
    '/material-ui/getting-started/',
    '/material-ui/components',
    '/material-ui/components/inputs',
    '/toolpad/core/components',
  ])('never matches a group entry: %p', (pathname) => {
    expect(findActivePage(pages, pathname)).toEqual({ activePage: null, activePageParents: [] });
  });

  it.each([
    '/toolpad/core/react-dashboard-layout',
    '/toolpad/core/react-dashboard-layout/',
    '/toolpad/core/react-dashboard-layout#usage',
    '/toolpad/core/react-dashboard-layout/#usage',
  ])('matches a leaf declared with a trailing slash: %p', (pathname) => {
    const result = findActivePage(pages, pathname);
    expect(result.activePage).toBe(dashboardLayout);
    expect(result.activePageParents).toHaveLength(1);
    expect(result.activePageParents[0]).toBe(toolpadComponents);
  });

  it.each([
    '/material-ui/react-button/',
    '/material-ui/react-button#basic-button',
    '/material-ui/react-button/#basic-button',
  ])('ignores a trailing slash and hash on the pathname: %p', (pathname) => {
    expect(findActivePage(pages, pathname).activePage).toBe(button);
  });

  it.each(['/material-ui/customization/theming', '/material-ui/customization/theming/'])(
    'ignores a hash on the entry pathname: %p',
    (pathname) => {
      expect(findActivePage(pages, pathname).activePage).toBe(hashLeaf);
    },
  );

  it.each([
    '/base-ui/react-button/[docsTab]',
    '/base-ui/react-button/[docsTab]/',
    '/base-ui/react-button/[docsTab]#props',
    '/base-ui/react-button/[docsTab]/#props',
  ])('removes a [docsTab] segment before matching: %p', (pathname) => {
    const result = findActivePage(pages, pathname);
    expect(result.activePage).toBe(baseButton);
    expect(result.activePageParents).toEqual([components]);
    expect(result.activePageParents[0]).toBe(components);
  });

  it('keeps a nested tree page active on its API tab', () => {
    const result = findActivePage(pages, '/material-ui/react-button/[docsTab]');
    expect(result.activePage).toBe(button);
    expect(result.activePageParents).toHaveLength(2);
    expect(result.activePageParents[0]).toBe(components);
    expect(result.activePageParents[1]).toBe(inputsSubheader);
  });

  it.each([
    '/material-ui/not-a-page',
    '/material-ui/react-button/extra',
    '/material-ui/react',
    '/base-ui/react-button/components-api',
    '/unknown/',
    '',
  ])('returns no active page when absent: %p', (pathname) => {
    expect(findActivePage(pages, pathname)).toEqual({ activePage: null, activePageParents: [] });
  });

  it('returns no active page for an empty tree', () => {
    expect(findActivePage([], '/material-ui/react-button')).toEqual({
      activePage: null,
      activePageParents: [],
    });
  });

  it('returns the first matching leaf in tree order', () => {
    const first: DocsPage = { pathname: '/dup' };
    const second: DocsPage = { pathname: '/dup/' };
    const group: DocsPage = { pathname: '/g', children: [first] };
    const result = findActivePage([group, second], '/dup');
    expect(result.activePage).toBe(first);
    expect(result.activePageParents).toEqual([group]);
  });
});
