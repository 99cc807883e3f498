/**
 * The demo themes' static sheets are linked by the pages that need them (DemoPageStyles), and the
 * build puts them in the exported pages instead, as `<style data-href="…">`
 * (scripts/lib/inlineStylesheets.ts): a page with demos then paints without waiting on a sheet.
 */
export const INLINE_SHEET_ATTRIBUTE = 'data-href';

/** Whether the document holds the sheet inline already: a page exported with it, or one since. */
export function hasInlineSheet(href: string): boolean {
  return typeof document !== 'undefined' && document.querySelector(`style[${INLINE_SHEET_ATTRIBUTE}="${href}"]`) !== null;
}
