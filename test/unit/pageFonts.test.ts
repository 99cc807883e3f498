/**
 * @jest-environment node
 */
import { pageFonts } from '../../src/fonts/pageFonts';
import { PAGE_FONTS } from '../../src/fonts/selfHostedFonts';

describe('pageFonts (front matter "fonts"; src/content checks the names)', () => {
  it('defaults to Roboto on a page with demos and to nothing on a page without', () => {
    expect(pageFonts(undefined, true)).toEqual(['roboto']);
    expect(pageFonts(undefined, false)).toEqual([]);
  });

  it("defaults to Inter, Joy UI's font, on a Joy UI page with demos", () => {
    expect(pageFonts(undefined, true, 'joy')).toEqual(['inter']);
    expect(pageFonts(undefined, false, 'joy')).toEqual([]);
    expect(pageFonts(['material-icons'], true, 'joy')).toEqual(['material-icons']);
    expect(PAGE_FONTS.inter).toEqual({
      preloads: ['/static/fonts/inter-common-400-normal.woff2', '/static/fonts/inter-common-600-normal.woff2'],
      stylesheet: '/static/fonts/inter.css',
    });
  });

  it('takes the listed fonts instead of the default, each once', () => {
    expect(pageFonts(['material-icons'], true)).toEqual(['material-icons']);
    expect(pageFonts(['roboto', 'material-icons', 'roboto'], true)).toEqual(['roboto', 'material-icons']);
    expect(pageFonts([], true)).toEqual([]);
  });

  it('gives each font files to preload, and Material Icons its stylesheet', () => {
    expect(PAGE_FONTS.roboto).toEqual({
      preloads: ['/static/fonts/roboto-common-400-normal.woff2', '/static/fonts/roboto-common-500-normal.woff2'],
    });
    expect(PAGE_FONTS['material-icons']).toEqual({
      preloads: ['/static/fonts/material-icons-latin-400-normal.woff2'],
      stylesheet: '/static/fonts/material-icons.css',
    });
  });
});
