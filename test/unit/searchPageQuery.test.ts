import { MAX_QUERY_LENGTH, fillIn, queryFromUrl, searchPageHref } from '../../src/search/searchPageQuery';

describe('queryFromUrl', () => {
  it('reads the query as the router gives it: a string, the first of repeated values, or nothing', () => {
    expect(queryFromUrl('slider')).toBe('slider');
    expect(queryFromUrl(['dark mode', 'other'])).toBe('dark mode');
    expect(queryFromUrl([])).toBe('');
    expect(queryFromUrl(undefined)).toBe('');
  });

  it('keeps markup as the text it is, and turns control characters into spaces', () => {
    expect(queryFromUrl('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(queryFromUrl('a\u0000b\nc\u007fd')).toBe('a b c d');
  });

  it('caps a long query by characters, never splitting one', () => {
    expect(queryFromUrl('x'.repeat(5000))).toHaveLength(MAX_QUERY_LENGTH);
    const emoji = queryFromUrl('😀'.repeat(MAX_QUERY_LENGTH + 10));
    expect(Array.from(emoji)).toHaveLength(MAX_QUERY_LENGTH);
    expect(emoji.endsWith('😀')).toBe(true);
  });
});

describe('searchPageHref', () => {
  it('puts the trimmed query in the address, encoded', () => {
    expect(searchPageHref(' dark mode ')).toBe('/search/?q=dark%20mode');
    expect(searchPageHref('a&b=c#d')).toBe('/search/?q=a%26b%3Dc%23d');
    expect(new URL(searchPageHref('<img src=x>'), 'https://mui.com').searchParams.get('q')).toBe('<img src=x>');
  });

  it('is the bare page for an empty query', () => {
    expect(searchPageHref('')).toBe('/search/');
    expect(searchPageHref('   ')).toBe('/search/');
  });
});

describe('fillIn', () => {
  it('fills the named slots and leaves unknown ones', () => {
    expect(fillIn('{count} results for “{query}”', { count: 3, query: 'slider' })).toBe('3 results for “slider”');
    expect(fillIn('{other} here', { query: 'x' })).toBe('{other} here');
  });

  it('inserts a value as it is, replacement patterns included', () => {
    expect(fillIn('No results for “{query}”', { query: "$& $' $1" })).toBe("No results for “$& $' $1”");
  });
});
