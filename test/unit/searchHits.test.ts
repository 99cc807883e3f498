import {
  OTHER_PRODUCT,
  groupByProduct,
  matchingApiRow,
  toSearchHit,
  type PagefindFragment,
  type SearchHit,
} from '../../src/search/searchHits';

function fragment(overrides: Partial<PagefindFragment>): PagefindFragment {
  return {
    url: '/material-ui/react-button/',
    content: '',
    excerpt: '',
    meta: { title: 'Button' },
    filters: { product: ['Material UI'] },
    locations: [],
    anchors: [],
    sub_results: [],
    ...overrides,
  };
}

describe('toSearchHit', () => {
  it('takes the section with the strongest matches', () => {
    const hit = toSearchHit(
      fragment({
        sub_results: [
          { title: 'Button', url: '/material-ui/react-button/', excerpt: 'a <mark>b</mark>', weighted_locations: [{ balanced_score: 2 }] },
          {
            title: 'Loading',
            url: '/material-ui/react-button/#loading',
            excerpt: 'the <mark>loading</mark> prop',
            anchor: { element: 'h2', id: 'loading', location: 40 },
            weighted_locations: [{ balanced_score: 3 }, { balanced_score: 1 }],
          },
        ],
      }),
      'loading',
    );
    expect(hit).toEqual({
      url: '/material-ui/react-button/#loading',
      page: '/material-ui/react-button/',
      title: 'Button',
      apiRow: null,
      section: 'Loading',
      excerpt: [
        { text: 'the ', marked: false },
        { text: 'loading', marked: true },
        { text: ' prop', marked: false },
      ],
      product: 'Material UI',
    });
  });

  it('points at the page itself when the opening matches best', () => {
    const hit = toSearchHit(
      fragment({
        sub_results: [
          {
            title: 'Button',
            url: '/material-ui/react-button/',
            excerpt: '<mark>Button</mark>',
            weighted_locations: [{ balanced_score: 9 }],
          },
        ],
      }),
      'button',
    );
    expect(hit.url).toBe('/material-ui/react-button/');
    expect(hit.section).toBeNull();
  });

  it('prefers a section whose heading names a query word the page title does not', () => {
    const opening = {
      title: 'Button',
      url: '/material-ui/react-button/',
      excerpt: '<mark>Button</mark>',
      weighted_locations: [{ balanced_score: 9 }],
    };
    const section = (title: string, id: string, score: number) => ({
      title,
      url: `/material-ui/react-button/#${id}`,
      excerpt: title,
      anchor: { element: 'h2', id, location: 40 },
      weighted_locations: [{ balanced_score: score }],
    });
    const subResults = [opening, section('Sizes', 'sizes', 4), section('Loading state', 'loading-state', 1)];
    expect(toSearchHit(fragment({ sub_results: subResults }), 'loading button').url).toBe('/material-ui/react-button/#loading-state');
    expect(toSearchHit(fragment({ sub_results: subResults }), 'button').url).toBe('/material-ui/react-button/');
    // A heading that only repeats the page's own name is no reason to leave the best match.
    const buttonSection = section('Button colors', 'button-colors', 1);
    expect(toSearchHit(fragment({ sub_results: [opening, buttonSection] }), 'button').url).toBe('/material-ui/react-button/');
  });

  it('points at the API row whose name matched, with the row as excerpt', () => {
    const content =
      'Button Props Name Type Default Description color primary The color. disableElevation bool false If true, no elevation is used.';
    const rowStart = content.split(' ').indexOf('disableElevation');
    const hit = toSearchHit(
      fragment({
        url: '/material-ui/api/button/',
        meta: { title: 'Button API' },
        content,
        locations: [rowStart],
        anchors: [
          { element: 'h2', id: 'props', location: 1 },
          { element: 'tr', id: 'prop-color', location: 6 },
          { element: 'tr', id: 'prop-disableElevation', location: rowStart },
        ],
        sub_results: [
          {
            title: 'Props',
            url: '/material-ui/api/button/#props',
            excerpt: 'x',
            anchor: { element: 'h2', id: 'props', location: 1 },
            weighted_locations: [],
          },
        ],
      }),
      'disableelevation',
    );
    expect(hit.url).toBe('/material-ui/api/button/#prop-disableElevation');
    expect(hit.apiRow).toBe('disableElevation');
    expect(hit.section).toBe('disableElevation prop');
    expect(hit.excerpt[0]).toEqual({ text: 'disableElevation', marked: true });
    expect(hit.excerpt.map((segment) => segment.text).join('')).toBe('disableElevation bool false If true, no elevation is used.');
  });

  it('falls back to the page excerpt, title and product when data is missing', () => {
    const hit = toSearchHit(fragment({ meta: {}, filters: {}, excerpt: 'plain' }), 'x');
    expect(hit).toEqual({
      url: '/material-ui/react-button/',
      page: '/material-ui/react-button/',
      title: '/material-ui/react-button/',
      apiRow: null,
      section: null,
      excerpt: [{ text: 'plain', marked: false }],
      product: OTHER_PRODUCT,
    });
  });
});

describe('matchingApiRow', () => {
  it('needs a match on the row name itself, not in its description', () => {
    const anchors = [{ element: 'tr', id: 'prop-color', location: 10 }];
    expect(matchingApiRow({ anchors, locations: [12] }, 'color')).toBeNull();
    expect(matchingApiRow({ anchors, locations: [12, 10] }, 'color')).toEqual(anchors[0]);
  });

  it('prefers the row named exactly like a query word over earlier prefix matches', () => {
    const anchors = [
      { element: 'tr', id: 'prop-disabled', location: 3 },
      { element: 'tr', id: 'prop-disableRipple', location: 9 },
    ];
    expect(matchingApiRow({ anchors, locations: [3, 9] }, 'disableripple')).toEqual(anchors[1]);
    expect(matchingApiRow({ anchors, locations: [3, 9] }, 'disable')).toEqual(anchors[0]);
  });

  it('ignores a matched row whose name the query does not start (a CSS class row for "button")', () => {
    const anchors = [{ element: 'tr', id: 'classes-root', location: 4 }];
    expect(matchingApiRow({ anchors, locations: [4] }, 'button')).toBeNull();
  });

  it('recognises rows of sections on multi-item pages and of hooks, and ignores other anchors', () => {
    expect(
      matchingApiRow({ anchors: [{ element: 'tr', id: 'select-option-prop-value', location: 3 }], locations: [3] }, 'value'),
    ).not.toBeNull();
    expect(matchingApiRow({ anchors: [{ element: 'tr', id: 'parameter-options', location: 3 }], locations: [3] }, 'opt')).not.toBeNull();
    expect(matchingApiRow({ anchors: [{ element: 'h2', id: 'prop-color', location: 3 }], locations: [3] }, 'color')).toBeNull();
    expect(matchingApiRow({ anchors: [{ element: 'tr', id: 'row', location: 3 }], locations: [3] }, 'row')).toBeNull();
  });
});

describe('groupByProduct', () => {
  const hit = (url: string, product: string): SearchHit => ({
    url,
    page: url,
    title: url,
    apiRow: null,
    section: null,
    excerpt: [],
    product,
  });

  it('groups hits by product in the order of each group’s best hit, keeping the ranking inside', () => {
    const groups = groupByProduct([hit('a', 'Material UI'), hit('b', 'Joy UI'), hit('c', 'Material UI'), hit('d', 'MUI System')]);
    expect(groups.map((group) => [group.product, group.start, group.hits.map((entry) => entry.url)])).toEqual([
      ['Material UI', 0, ['a', 'c']],
      ['Joy UI', 2, ['b']],
      ['MUI System', 3, ['d']],
    ]);
    expect(groupByProduct([])).toEqual([]);
  });
});
