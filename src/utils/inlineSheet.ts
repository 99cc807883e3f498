/**
 * The static sheets some pages need (the demo themes', linked by DemoPageStyles; the web fonts',
 * linked by DocsPage, both through StaticSheet) are in the exported pages instead, as `<style data-href="…">`
 * (scripts/lib/inlineStylesheets.ts): such a page paints without waiting on a sheet.
 */
export const INLINE_SHEET_ATTRIBUTE = 'data-href';

/** Whether the document holds the sheet inline already: a page exported with it, or one since. */
export function hasInlineSheet(href: string): boolean {
  return typeof document !== 'undefined' && document.querySelector(`style[${INLINE_SHEET_ATTRIBUTE}="${href}"]`) !== null;
}
