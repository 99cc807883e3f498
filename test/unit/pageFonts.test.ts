/**
 * @jest-environment node
 */
import { pageFonts } from '../../src/fonts/pageFonts';
import { PAGE_FONTS } from '../../src/fonts/selfHostedFonts';

const FILE = 'data/material/content/material-ui/icons/index.md';

describe('pageFonts (front matter "fonts")', () => {
  it('defaults to Roboto on a page with demos and to nothing on a page without', () => {
    expect(pageFonts(undefined, FILE, true)).toEqual(['roboto']);
    expect(pageFonts(undefined, FILE, false)).toEqual([]);
  });

  it('takes the listed fonts instead of the default, each once', () => {
    expect(pageFonts(['material-icons'], FILE, true)).toEqual(['material-icons']);
    expect(pageFonts(['roboto', 'material-icons', 'roboto'], FILE, true)).toEqual(['roboto', 'material-icons']);
    expect(pageFonts([], FILE, true)).toEqual([]);
  });

  it('rejects an unknown font, naming the file, the font and the known ones', () => {
    expect(() => pageFonts(['material-icons', 'comic-sans'], FILE, true)).toThrow(
      `${FILE}: front matter "fonts" lists unknown font(s) comic-sans; known: roboto, material-icons`,
    );
    expect(() => pageFonts(['toString'], FILE, true)).toThrow('unknown font(s) toString');
  });

  it.each([['material-icons'], [[1]], [{ 'material-icons': true }], [null]])('rejects %j, which is not a list of names', (value) => {
    expect(() => pageFonts(value, FILE, true)).toThrow(`${FILE}: front matter "fonts" must be a list of font names`);
  });

  it('rejects fonts on a page without demos', () => {
    expect(() => pageFonts(['roboto'], FILE, false)).toThrow(
      `${FILE}: front matter "fonts" names the fonts of the page's demos, and the page has none`,
    );
  });

  it('gives each font files to preload, and Material Icons its stylesheet', () => {
    expect(PAGE_FONTS.roboto).toEqual({
      preloads: ['/static/fonts/roboto-latin-400-normal.woff2', '/static/fonts/roboto-latin-500-normal.woff2'],
    });
    expect(PAGE_FONTS['material-icons']).toEqual({
      preloads: ['/static/fonts/material-icons-latin-400-normal.woff2'],
      stylesheet: '/static/fonts/material-icons.css',
    });
  });
});
