import { MAX_QUERY_LENGTH, cleanQuery, parseSearchState, parseTheme, searchStateToSearch } from '../../src/tools/materialIcons/urlState';

describe('parseSearchState', () => {
  it('reads the query and the theme', () => {
    expect(parseSearchState('?query=alarm&theme=Outlined')).toEqual({ query: 'alarm', theme: 'Outlined' });
    expect(parseSearchState('query=access+alarm&theme=TwoTone')).toEqual({ query: 'access alarm', theme: 'TwoTone' });
  });

  it('defaults to no query and the Filled theme', () => {
    expect(parseSearchState('')).toEqual({ query: '', theme: 'Filled' });
    expect(parseSearchState('?other=1')).toEqual({ query: '', theme: 'Filled' });
  });

  it('accepts a theme in any case or spelling of its words, and ignores one it does not know', () => {
    expect(parseSearchState('?theme=outlined').theme).toBe('Outlined');
    expect(parseSearchState('?theme=two-tone').theme).toBe('TwoTone');
    expect(parseSearchState('?theme=Two%20tone').theme).toBe('TwoTone');
    expect(parseSearchState('?theme=Bold').theme).toBe('Filled');
    expect(parseSearchState('?theme=').theme).toBe('Filled');
    expect(parseSearchState('?theme=constructor').theme).toBe('Filled');
    expect(parseSearchState('?theme=__proto__').theme).toBe('Filled');
    expect(parseTheme(null)).toBeUndefined();
  });

  it('cuts a long query and keeps its first value only', () => {
    const state = parseSearchState(`?query=${'a'.repeat(5000)}&query=second`);
    expect(state.query).toHaveLength(MAX_QUERY_LENGTH);
    expect(parseSearchState('?query=first&query=second').query).toBe('first');
  });

  it('survives malformed encoding and control characters, and keeps markup as plain text', () => {
    expect(parseSearchState('?query=%E0%A4%A&theme=%ZZ')).toEqual({ query: expect.any(String), theme: 'Filled' });
    expect(parseSearchState('?query=a%00b%0Ac').query).toBe('a b c');
    expect(parseSearchState('?query=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E').query).toBe('<img src=x onerror=alert(1)>');
  });

  it('cuts between characters, never inside one', () => {
    const query = cleanQuery('😀'.repeat(MAX_QUERY_LENGTH + 5));
    expect(Array.from(query)).toHaveLength(MAX_QUERY_LENGTH);
    expect(query).toBe('😀'.repeat(MAX_QUERY_LENGTH));
  });
});

describe('searchStateToSearch', () => {
  it('writes the query and a theme other than the default', () => {
    expect(searchStateToSearch('', { query: 'alarm', theme: 'Outlined' })).toBe('?query=alarm&theme=Outlined');
    expect(searchStateToSearch('', { query: 'access alarm', theme: 'Filled' })).toBe('?query=access+alarm');
  });

  it('leaves out an empty query and the default theme', () => {
    expect(searchStateToSearch('?query=alarm&theme=Sharp', { query: '  ', theme: 'Filled' })).toBe('');
  });

  it("keeps the address's other parameters", () => {
    expect(searchStateToSearch('?ref=nav&query=old', { query: 'new', theme: 'Rounded' })).toBe('?ref=nav&query=new&theme=Rounded');
  });

  it('round-trips through parseSearchState', () => {
    const state = { query: 'a&b=c #d', theme: 'Sharp' as const };
    expect(parseSearchState(searchStateToSearch('', state))).toEqual(state);
  });
});
