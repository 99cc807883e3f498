import { defaultTheme } from '../../src/tools/themeExplorer/defaultThemes';
import { MAX_QUERY_LENGTH, normalizeQuery, searchTree } from '../../src/tools/themeExplorer/search';
import { statusText } from '../../src/tools/themeExplorer/status';
import { buildTree } from '../../src/tools/themeExplorer/themeTree';

const light = buildTree(defaultTheme('light'));
const dark = buildTree(defaultTheme('dark'));

describe('searchTree', () => {
  it('finds an entry by its path, and opens its ancestors', () => {
    const search = searchTree(light, 'primary.main')!;
    expect([...search.matches]).toEqual(['theme.palette.primary.main']);
    expect([...search.expand].sort()).toEqual(['theme.palette', 'theme.palette.primary']);
    expect(search.shown).toEqual(new Set(['theme.palette', 'theme.palette.primary', 'theme.palette.primary.main']));
  });

  it('is not case-sensitive and ignores the spaces around the query', () => {
    expect([...searchTree(light, '  PRIMARY.Main ')!.matches]).toEqual(['theme.palette.primary.main']);
  });

  it('finds an entry by its value', () => {
    const search = searchTree(light, '#1976D2')!;
    expect(search.matches.has('theme.palette.primary.main')).toBe(true);
    expect(search.matches.has('theme.palette.primary.dark')).toBe(false);
    expect([...searchTree(dark, '#90caf9')!.matches]).toContain('theme.palette.primary.main');
    expect(searchTree(light, '#90caf9')!.matches.size).toBe(0);
  });

  it('reads a path with dots where the code has brackets', () => {
    expect(searchTree(light, 'grey.50')!.matches.has('theme.palette.grey[50]')).toBe(true);
    expect(searchTree(light, 'grey[50]')!.matches.has('theme.palette.grey[50]')).toBe(true);
    expect(searchTree(light, 'toolbar.@media (min-width:600px).minheight')!.matches.size).toBe(1);
  });

  it('finds functions by name', () => {
    expect(searchTree(light, 'pxtorem(')!.matches).toEqual(new Set(['theme.typography.pxToRem']));
  });

  it('shows a matching branch with the entries under it', () => {
    const search = searchTree(light, 'zindex')!;
    expect(search.matches.has('theme.zIndex')).toBe(true);
    expect(search.matches.has('theme.zIndex.modal')).toBe(true);
    expect(search.expand.has('theme.zIndex')).toBe(true);
  });

  it('does not filter for an empty query', () => {
    expect(searchTree(light, '')).toBeNull();
    expect(searchTree(light, '   ')).toBeNull();
  });

  it('cuts a long query', () => {
    expect(Array.from(normalizeQuery('a'.repeat(MAX_QUERY_LENGTH + 50)))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('statusText', () => {
  it('counts the values when nothing is searched', () => {
    expect(statusText(light, null, '', 'light')).toBe(`${light.leafCount} values in the light theme`);
  });

  it('says how many entries match, in which theme', () => {
    expect(statusText(light, searchTree(light, 'primary.main'), 'primary.main', 'light')).toBe(
      '1 entry matches “primary.main” in the light theme',
    );
    const zIndex = searchTree(dark, 'zindex')!;
    expect(statusText(dark, zIndex, 'zindex', 'dark')).toBe(`${zIndex.matches.size} entries match “zindex” in the dark theme`);
    expect(statusText(light, searchTree(light, 'nothing-like-it'), 'nothing-like-it', 'light')).toBe(
      'No entries match “nothing-like-it” in the light theme',
    );
  });

  it('repeats only the start of a long query', () => {
    const query = 'x'.repeat(40);
    expect(statusText(light, searchTree(light, query), query, 'light')).toBe(`No entries match “${'x'.repeat(32)}…” in the light theme`);
  });
});
