import { PAGE_FONTS, type PageFont } from './selfHostedFonts';

function isPageFont(name: string): name is PageFont {
  return Object.hasOwn(PAGE_FONTS, name);
}

/**
 * The web fonts a page's demos use, from its front matter field `fonts` (`value`) in `file`. Without
 * the field, a page with demos gets the library's default font, Roboto, and a page without demos none.
 */
export function pageFonts(value: unknown, file: string, hasDemos: boolean): PageFont[] {
  if (value === undefined) {
    return hasDemos ? ['roboto'] : [];
  }
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw new Error(`${file}: front matter "fonts" must be a list of font names, for example [material-icons]`);
  }
  const unknown = value.filter((name) => !isPageFont(name));
  if (unknown.length > 0) {
    throw new Error(
      `${file}: front matter "fonts" lists unknown font(s) ${unknown.join(', ')}; known: ${Object.keys(PAGE_FONTS).join(', ')}`,
    );
  }
  if (!hasDemos && value.length > 0) {
    throw new Error(`${file}: front matter "fonts" names the fonts of the page's demos, and the page has none`);
  }
  return [...new Set(value as PageFont[])];
}
