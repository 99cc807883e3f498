import type { PageFont } from './selfHostedFonts';

/**
 * The web fonts a page's demos use: its front matter's `fonts` (checked by src/content), each once.
 * Without the field, a page with demos gets the library's default font, Roboto, and a page without demos none.
 */
export function pageFonts(fonts: PageFont[] | undefined, hasDemos: boolean): PageFont[] {
  if (fonts === undefined) {
    return hasDemos ? ['roboto'] : [];
  }
  return [...new Set(fonts)];
}
