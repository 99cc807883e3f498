import { moreRowId, PAGE_SIZE, rowIndexFor, visibleRows, type Row } from '../../src/tools/themeExplorer/rows';
import { buildTree } from '../../src/tools/themeExplorer/themeTree';

const tree = buildTree({
  palette: { primary: { main: '#fff', dark: '#000' }, mode: 'light' },
  spacing: 8,
  long: Object.fromEntries(Array.from({ length: PAGE_SIZE * 2 + 5 }, (_, index) => [`k${index}`, index])),
});

const none = { expanded: new Set<string>(), shown: null, pages: new Map<string, number>() };
const ids = (rows: Row[]) => rows.map((row) => row.id);

describe('visibleRows', () => {
  it('shows the top level only while everything is closed', () => {
    expect(visibleRows(tree, none)).toEqual([
      { type: 'node', id: 'theme.palette', level: 1, posinset: 1, setsize: 3, expanded: false },
      { type: 'node', id: 'theme.spacing', level: 1, posinset: 2, setsize: 3, expanded: null },
      { type: 'node', id: 'theme.long', level: 1, posinset: 3, setsize: 3, expanded: false },
    ]);
  });

  it('puts the entries of an open branch under it, a level deeper', () => {
    const rows = visibleRows(tree, { ...none, expanded: new Set(['theme.palette', 'theme.palette.primary']) });
    expect(ids(rows)).toEqual([
      'theme.palette',
      'theme.palette.primary',
      'theme.palette.primary.main',
      'theme.palette.primary.dark',
      'theme.palette.mode',
      'theme.spacing',
      'theme.long',
    ]);
    expect(rows[2]).toEqual({ type: 'node', id: 'theme.palette.primary.main', level: 3, posinset: 1, setsize: 2, expanded: null });
    expect(rows[0]).toMatchObject({ expanded: true });
  });

  it('does not show the entries of an open branch under a closed one', () => {
    expect(ids(visibleRows(tree, { ...none, expanded: new Set(['theme.palette.primary']) }))).toEqual([
      'theme.palette',
      'theme.spacing',
      'theme.long',
    ]);
  });

  it('pages a long branch, with a row that shows the next page', () => {
    const rows = visibleRows(tree, { ...none, expanded: new Set(['theme.long']) });
    expect(rows).toHaveLength(3 + PAGE_SIZE + 1);
    const more = rows[rows.length - 1];
    expect(more).toEqual({
      type: 'more',
      id: moreRowId('theme.long'),
      parent: 'theme.long',
      level: 2,
      posinset: PAGE_SIZE + 1,
      setsize: PAGE_SIZE + 1,
      shown: PAGE_SIZE,
      remaining: PAGE_SIZE + 5,
      next: `theme.long.k${PAGE_SIZE}`,
    });
    const next = visibleRows(tree, { ...none, expanded: new Set(['theme.long']), pages: new Map([['theme.long', PAGE_SIZE * 2]]) });
    expect(next[next.length - 1]).toMatchObject({ type: 'more', remaining: 5 });
    const all = visibleRows(tree, { ...none, expanded: new Set(['theme.long']), pages: new Map([['theme.long', PAGE_SIZE * 3]]) });
    expect(all.some((row) => row.type === 'more')).toBe(false);
    expect(all).toHaveLength(3 + PAGE_SIZE * 2 + 5);
  });

  it('shows only what a search lets through', () => {
    const shown = new Set(['theme.palette', 'theme.palette.primary', 'theme.palette.primary.main']);
    const rows = visibleRows(tree, { ...none, shown, expanded: new Set(['theme.palette', 'theme.palette.primary']) });
    expect(ids(rows)).toEqual(['theme.palette', 'theme.palette.primary', 'theme.palette.primary.main']);
    expect(rows.map((row) => [row.posinset, row.setsize])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });
});

describe('rowIndexFor', () => {
  const rows = visibleRows(tree, { ...none, expanded: new Set(['theme.palette']) });

  it('finds a shown row', () => {
    expect(rowIndexFor(rows, tree, 'theme.palette.mode')).toBe(2);
  });

  it('falls back to the nearest shown ancestor, then to the first row', () => {
    expect(rowIndexFor(rows, tree, 'theme.palette.primary.main')).toBe(1);
    expect(rowIndexFor(rows, tree, 'theme.long.k3')).toBe(rows.findIndex((row) => row.id === 'theme.long'));
    expect(rowIndexFor(rows, tree, moreRowId('theme.long'))).toBe(rows.findIndex((row) => row.id === 'theme.long'));
    expect(rowIndexFor(rows, tree, null)).toBe(0);
    expect(rowIndexFor(rows, tree, 'theme.gone')).toBe(0);
    expect(rowIndexFor([], tree, 'theme.palette')).toBe(-1);
  });
});
