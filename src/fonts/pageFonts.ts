import type { PageFont } from './selfHostedFonts';
import type { DemoLibrary } from '../demos/types';

/**
 * The web fonts a page's demos use: its front matter's `fonts` (checked by src/content), each once.
 * Without the field, a page with demos gets its library's default font (Roboto; Joy UI's Inter), and a
 * page without demos none.
 */
export function pageFonts(fonts: PageFont[] | undefined, hasDemos: boolean, library: DemoLibrary = 'material'): PageFont[] {
  if (fonts === undefined) {
    return hasDemos ? [library === 'joy' ? 'inter' : 'roboto'] : [];
  }
  return [...new Set(fonts)];
}
