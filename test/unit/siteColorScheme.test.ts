import { ISLAND_MODE_KEY, shownColorScheme, siteColorSchemeStorage } from '../../src/theme/siteColorScheme';

const root = document.documentElement;

afterEach(() => {
  root.className = '';
});

describe("an island provider's colour-scheme storage", () => {
  it('reads the scheme the site shows from the class on <html>', () => {
    const mode = siteColorSchemeStorage({ key: ISLAND_MODE_KEY });
    expect(mode.get('system')).toBe('system');
    root.className = 'light';
    expect(mode.get('system')).toBe('light');
    root.className = 'some-other dark';
    expect(mode.get('system')).toBe('dark');
    expect(shownColorScheme(root)).toBe('dark');
  });

  it('follows the class as the reader switches, until unsubscribed', async () => {
    const seen: unknown[] = [];
    const unsubscribe = siteColorSchemeStorage({ key: ISLAND_MODE_KEY }).subscribe((value) => seen.push(value));
    root.className = 'dark';
    await Promise.resolve();
    root.className = 'light';
    await Promise.resolve();
    unsubscribe();
    root.className = 'dark';
    await Promise.resolve();
    expect(seen).toEqual(['dark', 'light']);
  });

  it('never writes, and answers other keys (the colour-scheme names) with their defaults', () => {
    root.className = 'dark';
    const schemes = siteColorSchemeStorage({ key: 'mui-color-scheme-dark' });
    expect(schemes.get('dark')).toBe('dark');
    const handler = jest.fn();
    schemes.subscribe(handler)();
    siteColorSchemeStorage({ key: ISLAND_MODE_KEY }).set('light');
    expect(root.className).toBe('dark');
    expect(handler).not.toHaveBeenCalled();
  });
});
