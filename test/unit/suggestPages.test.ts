import { MAX_SUGGESTIONS, suggestPages, toPageIndex, type PageIndexEntry } from '../../src/notFound/suggestPages';

const INDEX: PageIndexEntry[] = [
  ['/material-ui/react-button-group/', 'Button Group', 'Material UI'],
  ['/material-ui/api/button/', 'Button API', 'Material UI'],
  ['/joy-ui/react-button/', 'Button', 'Joy UI'],
  ['/material-ui/react-button/', 'Button', 'Material UI'],
  ['/material-ui/react-text-field/', 'Text Field', 'Material UI'],
  ['/material-ui/react-autocomplete/', 'Autocomplete', 'Material UI'],
  ['/material-ui/customization/dark-mode/', 'Dark mode', 'Material UI'],
  ['/material-ui/react-badge/', 'Badge', 'Material UI'],
  ['/material-ui/react-table/', 'Table', 'Material UI'],
  ['/material-ui/react-tabs/', 'Tabs', 'Material UI'],
];

const routes = (pathname: string) => suggestPages(pathname, INDEX).map(([route]) => route);

describe('suggestions of the 404 page', () => {
  it('offers Button first for a mistyped Button address, then its other pages', () => {
    expect(routes('/material-ui/react-buton/').slice(0, 3)).toEqual([
      '/material-ui/react-button/',
      '/material-ui/api/button/',
      '/joy-ui/react-button/',
    ]);
  });

  it('prefers the product named in the address', () => {
    expect(routes('/joy-ui/react-buttn/')[0]).toBe('/joy-ui/react-button/');
  });

  it('finds a page from the start of its name, with or without react- and the slash', () => {
    expect(routes('/material-ui/react-autocom')[0]).toBe('/material-ui/react-autocomplete/');
    expect(routes('/material-ui/textfield/')[0]).toBe('/material-ui/react-text-field/');
    expect(routes('/material-ui/react-dark-mod/index.html')[0]).toBe('/material-ui/customization/dark-mode/');
  });

  it('offers at most five, and nothing for an address like no page', () => {
    expect(routes('/material-ui/react-ta/').length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    expect(routes('/no/such/thing/whatsoever/')).toEqual([]);
    expect(routes('/')).toEqual([]);
  });

  it('copes with malformed and very long addresses', () => {
    expect(() => routes('/material-ui/%E0%A4%A/')).not.toThrow();
    expect(routes(`/material-ui/react-button${'x'.repeat(5000)}/`)).toEqual([]);
  });

  it('keeps only well-formed entries of a fetched index', () => {
    expect(toPageIndex({ pages: [] })).toEqual([]);
    expect(toPageIndex([['/a/', 'A', 'P'], ['/b/', 'B'], ['javascript:alert(1)', 'C', 'P'], [1, 2, 3], 'x'])).toEqual([['/a/', 'A', 'P']]);
  });
});
