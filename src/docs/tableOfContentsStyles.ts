import { FOCUS_OUTLINE, paletteVar } from '../theme/documentSheet';

/**
 * The table of contents (src/docs/TableOfContents.tsx, and the API pages' groups of rows): a style
 * sheet of the document, written at export (pages/_document.tsx), so the links a page renders by the
 * dozen carry a class instead of styles in JavaScript. Logical properties: the same rules read right
 * to left.
 */
export const tableOfContentsCss = [
  `.toc-title{margin:0 0 8px;font-size:12px;font-weight:700;letter-spacing:0.06em;text-transform:uppercase;color:${paletteVar('text-secondary')}}`,
  `.toc-list{list-style:none;margin:0;padding:0;border-inline-start:1px solid ${paletteVar('divider')}}`,
  // Each link's start padding (its depth) is its own inline style.
  `.toc-link{display:block;padding-top:4px;padding-bottom:4px;margin-inline-start:-1px;border-inline-start:2px solid transparent;font-size:13px;line-height:1.5;color:${paletteVar('text-secondary')};text-decoration:none}`,
  `.toc-link:hover{color:${paletteVar('text-primary')}}`,
  `.toc-link:focus-visible{${FOCUS_OUTLINE};outline-offset:-2px}`,
  `.toc-link[aria-current="location"]{color:${paletteVar('primary-main')};border-color:${paletteVar('primary-main')};font-weight:600}`,
].join('');
