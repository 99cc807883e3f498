import { isApiPage, normaliseName, rankHits, rankOf } from '../../src/search/rankHits';
import { searchProductFor } from '../../src/search/searchProduct';
import type { SearchHit } from '../../src/search/searchHits';

function hit(page: string, title: string, apiRow: string | null = null): SearchHit {
  return { url: apiRow ? `${page}#prop-${apiRow}` : page, page, title, apiRow, section: null, excerpt: [], product: 'Material UI' };
}

const buttonGroupApi = hit('/material-ui/api/button-group/', 'ButtonGroup API');
const buttonApi = hit('/material-ui/api/button/', 'Button API');
const buttonPage = hit('/material-ui/react-button/', 'Button');
const buttonGroupPage = hit('/material-ui/react-button-group/', 'Button Group');
const theming = hit('/material-ui/customization/theming/', 'Customizing the theme');
const themeScoping = hit('/material-ui/integrations/theme-scoping/', 'Theme scoping');

describe('rankHits', () => {
  it('puts the page a query names first, then its API page, then the rest in Pagefind order', () => {
    expect(rankHits([buttonGroupApi, buttonApi, buttonGroupPage, buttonPage], 'button').map((entry) => entry.title)).toEqual([
      'Button',
      'Button API',
      'Button Group',
      'ButtonGroup API',
    ]);
  });

  it('recognises a page by its URL slug as well as its title', () => {
    expect(rankHits([themeScoping, theming], 'theming')[0]).toBe(theming);
    expect(rankOf(hit('/material-ui/react-text-field/', 'Text Field'), 'textfield')).toBe(0);
  });

  it('puts the base component first among API rows named by the query', () => {
    const rows = [
      hit('/material-ui/api/button-group/', 'ButtonGroup API', 'disableElevation'),
      hit('/material-ui/api/button/', 'Button API', 'disableElevation'),
    ];
    expect(rankHits([buttonGroupPage, ...rows], 'disableElevation').map((entry) => entry.url)).toEqual([
      '/material-ui/api/button/#prop-disableElevation',
      '/material-ui/api/button-group/#prop-disableElevation',
      '/material-ui/react-button-group/',
    ]);
  });

  it('prefers pages whose name starts with a partly typed query, and keeps order otherwise', () => {
    expect(rankOf(buttonGroupPage, 'butt')).toBe(3);
    expect(rankOf(buttonGroupApi, 'butt')).toBe(6);
    expect(rankHits([themeScoping, theming], 'colour')).toEqual([themeScoping, theming]);
    expect(rankHits([], 'x')).toEqual([]);
  });

  it('puts a page named by one word of a longer query before pages that only mention the words', () => {
    const iconButtonLoading = hit('/material-ui/api/icon-button/', 'IconButton API', 'loading');
    const buttonLoading = { ...buttonPage, url: '/material-ui/react-button/#loading-state', section: 'Loading state' };
    expect(rankHits([iconButtonLoading, theming, buttonLoading], 'loading button')).toEqual([buttonLoading, iconButtonLoading, theming]);
    expect(rankOf(buttonApi, 'loading button')).toBe(6);
    expect(rankOf(buttonPage, 'button')).toBe(0);
  });

  it('puts a section whose heading is the query before pages that only mention its words', () => {
    const typographyFonts = { ...hit('/material-ui/customization/typography/', 'Typography'), section: 'Self-hosted fonts' };
    const robotoSection = {
      ...hit('/material-ui/getting-started/installation/', 'Installation'),
      url: '/material-ui/getting-started/installation/#roboto-font',
      section: 'Roboto font',
    };
    expect(rankHits([typographyFonts, robotoSection], 'roboto font')).toEqual([robotoSection, typographyFonts]);
    expect(rankOf(robotoSection, 'Roboto Font')).toBe(4);
    // An API page's section does not count: its rows have their own rule.
    expect(rankOf({ ...buttonApi, section: 'Props' }, 'props')).toBe(6);
  });
});

describe('names and pages', () => {
  it('normalises names', () => {
    expect(normaliseName('Text Field')).toBe('textfield');
    expect(normaliseName('right-to-left')).toBe('righttoleft');
  });

  it.each([
    ['/material-ui/api/button/', true],
    ['/base-ui/react-select/components-api/', true],
    ['/base-ui/react-select/hooks-api/', true],
    ['/material-ui/react-button/', false],
    ['/material-ui/guides/api/', false],
  ])('isApiPage(%s) is %s', (url, expected) => {
    expect(isApiPage(url)).toBe(expected);
  });
});

describe('searchProductFor', () => {
  it.each([
    ['/material-ui/react-button/', 'Material UI'],
    ['/joy-ui/getting-started/#x', 'Joy UI'],
    ['/system/react-box/', 'MUI System'],
    ['/base-ui/react-slider/', 'MUI Base'],
    ['/x/react-data-grid/column-pinning/', 'MUI X'],
    ['/toolpad/core/react-dashboard-layout/', 'Toolpad Core'],
    ['/', null],
    ['/versions/', null],
    ['/experiments/docs/markdown/', null],
  ])('%s starts on %s', (asPath, expected) => {
    expect(searchProductFor(asPath)).toBe(expected);
  });
});
