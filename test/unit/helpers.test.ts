/**
 * @jest-environment node
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
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
